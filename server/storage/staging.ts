import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { decrypted, encryptingStream, type FilesKey } from "./file-cipher.js";
import type { StagedFile } from "./file-store.js";

const headBytes = 4096;

/**
 * Uploads held in a local folder, encrypted like everything else, until they are checked and
 * placed (`place` moves the staged file to its key: a rename on disk, an upload to S3). The
 * hash, size and first bytes are taken as the bytes pass, so nothing reads the upload twice.
 */
export class Staging {
  constructor(
    private readonly dir: string,
    private readonly key: FilesKey,
    private readonly place: (stagedPath: string, key: string) => Promise<void>,
  ) {}

  async stage(upload: Readable): Promise<StagedFile> {
    await fs.mkdir(this.dir, { recursive: true });
    const stagedPath = path.join(this.dir, `${randomBytes(12).toString("hex")}.upload`);
    const hash = createHash("sha256");
    let size = 0;
    const head: Buffer[] = [];
    let headSize = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        if (headSize < headBytes) {
          head.push(chunk.subarray(0, headBytes - headSize));
          headSize += Math.min(chunk.length, headBytes - headSize);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(upload, tap, encryptingStream(this.key), createWriteStream(stagedPath));
    } catch (error) {
      await fs.rm(stagedPath, { force: true });
      throw error;
    }
    let settled = false;
    return {
      size,
      sha256: hash.digest("hex"),
      head: Buffer.concat(head),
      read: () => decrypted(createReadStream(stagedPath), this.key),
      commit: async (key) => {
        if (settled) throw new Error("a staged file is committed or discarded once");
        await this.place(stagedPath, key);
        settled = true;
      },
      discard: async () => {
        settled = true;
        await fs.rm(stagedPath, { force: true });
      },
    };
  }
}
