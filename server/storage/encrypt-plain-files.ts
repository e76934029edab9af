import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { encryptingStream, type FilesKey, isEncryptedHeader } from "./file-cipher.js";

/** Written once every file under the root is encrypted: later starts skip the walk. */
const doneMarker = ".encrypted-at-rest";

async function firstBytes(file: string, n: number): Promise<Buffer> {
  const handle = await fs.open(file, "r");
  try {
    const bytes = Buffer.alloc(n);
    const { bytesRead } = await handle.read(bytes, 0, n, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Files stored before encryption at rest (papers, packs, minutes, pictures) are encrypted in
 * place, each through a temporary file and a rename, so a stop halfway leaves every file
 * whole, plain or encrypted, and the next start finishes the job. Returns how many it
 * encrypted. Uploads being staged (tmp/) are encrypted already and left alone.
 */
export async function encryptPlainFiles(root: string, key: FilesKey): Promise<number> {
  const marker = path.join(root, doneMarker);
  try {
    await fs.access(marker);
    return 0;
  } catch {
    // not yet: walk the folder
  }
  let encrypted = 0;
  const entries = await fs
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.startsWith(path.join(root, "tmp") + path.sep) || file.endsWith(".tmp")) continue;
    if (file === marker) continue;
    if (isEncryptedHeader(await firstBytes(file, 8))) continue;
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await pipeline(createReadStream(file), encryptingStream(key), createWriteStream(temp));
    await fs.rename(temp, file);
    encrypted++;
  }
  await fs.mkdir(root, { recursive: true });
  await fs.writeFile(marker, `${new Date().toISOString()}\n`);
  return encrypted;
}
