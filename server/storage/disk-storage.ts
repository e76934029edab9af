import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { decrypted, encryptingStream, type FilesKey } from "./file-cipher.js";
import type { FileStore, StagedFile } from "./file-store.js";
import { Staging } from "./staging.js";

/** Files under DATA_DIR/files, encrypted. Writes go to a temporary name and are renamed, so a reader never sees half a file. */
export class DiskStorage implements FileStore {
  private readonly staging: Staging;

  constructor(
    private readonly root: string,
    private readonly key: FilesKey,
  ) {
    this.staging = new Staging(path.join(root, "tmp"), key, (staged, key) =>
      this.moveInto(staged, key),
    );
  }

  /** The file a key names; a key that would leave the root (`..`, absolute) is refused. */
  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await pipeline(Readable.from([data]), encryptingStream(this.key), createWriteStream(temp));
      await fs.rename(temp, target);
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  async read(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.open(file, "r");
      return decrypted(handle.createReadStream(), this.key);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.read(key);
    return stream ? buffer(stream) : undefined;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  stage(upload: Readable): Promise<StagedFile> {
    return this.staging.stage(upload);
  }

  private async moveInto(staged: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(staged, target);
  }
}
