/**
 * The pixel size of a PNG or JPEG, read from its header, so a story's local picture gets the
 * width and height that reserve its box (no layout shift) without an editor typing them.
 */
export function imageSize(data: Buffer): { width: number; height: number } | undefined {
  // PNG: the IHDR chunk follows the 8-byte signature.
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  // JPEG: walk the segments to a start-of-frame marker (C0-CF, except C4, C8 and CC).
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return undefined;
      const marker = data[offset + 1] ?? 0;
      const length = data.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  return undefined;
}
