import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Files under DATA_DIR/files. Writes go to a temporary name and are renamed, so a reader never sees half a file. */
export class DiskStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  /** Streams an upload to a temporary file, hashing and counting as it goes; commit or discard it after checks. */
  async writeTemp(stream: Readable): Promise<{ tempPath: string; size: number; sha256: string }> {
    const dir = this.resolve("tmp/x");
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const tempPath = path.join(path.dirname(dir), `${randomBytes(12).toString("hex")}.upload`);
    const hash = createHash("sha256");
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      hash.update(chunk);
    });
    await pipeline(stream, createWriteStream(tempPath));
    return { tempPath, size, sha256: hash.digest("hex") };
  }

  async commitTemp(tempPath: string, key: string): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target);
  }

  async discard(tempPath: string): Promise<void> {
    await fs.rm(tempPath, { force: true });
  }
}
