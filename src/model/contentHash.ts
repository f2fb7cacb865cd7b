import { createHash } from "crypto";

/** A short digest, so a changed file gets a new address and no host serves a stale copy. */
export function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);
}
