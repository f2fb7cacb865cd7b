import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

/** One `git cat-file --batch` for every blob read: a process per blob would time the machine, not the API. */
export class BlobReader {
  private readonly cat: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private readonly waiting: { resolve: (blob: Buffer | undefined) => void }[] = [];

  constructor(dir: string) {
    this.cat = spawn("git", ["cat-file", "--batch"], { cwd: dir });
    this.cat.stdout.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
  }

  private drain() {
    for (;;) {
      const lineEnd = this.buffer.indexOf(10);
      if (lineEnd < 0 || this.waiting.length === 0) return;
      const header = this.buffer.subarray(0, lineEnd).toString();
      if (header.endsWith(" missing")) {
        this.buffer = this.buffer.subarray(lineEnd + 1);
        this.waiting.shift()!.resolve(undefined);
        continue;
      }
      const size = Number(header.split(" ")[2]);
      if (this.buffer.length < lineEnd + 1 + size + 1) return;
      const blob = this.buffer.subarray(lineEnd + 1, lineEnd + 1 + size);
      this.buffer = this.buffer.subarray(lineEnd + 1 + size + 1);
      this.waiting.shift()!.resolve(Buffer.from(blob));
    }
  }

  read(sha: string): Promise<Buffer | undefined> {
    if (!/^[0-9a-f]{40}$/.test(sha)) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      this.waiting.push({ resolve });
      this.cat.stdin.write(`${sha}\n`);
    });
  }

  close() {
    this.cat.stdin.end();
  }
}
