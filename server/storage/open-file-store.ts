import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.js";
import { DiskStorage } from "./disk-storage.js";
import { encryptPlainFiles } from "./encrypt-plain-files.js";
import type { FilesKey } from "./file-cipher.js";
import type { FileStore } from "./file-store.js";
import { S3Storage } from "./s3-storage.js";

/** The store, and the key it was opened with (signed links derive theirs from it). */
export type OpenedFileStore = { store: FileStore; key: FilesKey; close(): void };

/**
 * FILES_KEY when it is set; otherwise the data folder's own key, made on first start and
 * readable by this user only. Losing it loses every file: back it up apart from the files.
 */
export async function filesKeyFor(config: Config): Promise<FilesKey> {
  if (config.filesKey) return config.filesKey;
  const file = path.join(config.dataDir, "files.key");
  try {
    const key = Buffer.from((await fs.readFile(file, "utf8")).trim(), "hex");
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  // Written whole to a file of its own, then linked into place: two processes starting at once
  // cannot both make one (the link fails for the second, which reads the winner's), and neither
  // ever reads a key file still being written.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await fs.writeFile(draft, `${key.toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  try {
    await fs.link(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return filesKeyFor(config);
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** The file store the configuration names, with files stored before encryption encrypted now. */
export async function openFileStore(config: Config): Promise<OpenedFileStore> {
  const key = await filesKeyFor(config);
  if (config.storage.kind === "s3") {
    const s3 = new S3Storage(config.storage.s3, key, path.join(config.dataDir, "tmp", "uploads"));
    return { store: s3, key, close: () => s3.close() };
  }
  const root = path.join(config.dataDir, "files");
  await encryptPlainFiles(root, key);
  return { store: new DiskStorage(root, key), key, close: () => {} };
}
