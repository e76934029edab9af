import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { type Readable, Transform, type TransformCallback } from "node:stream";

/**
 * Files at rest are AES-256-GCM, in chunks so that neither writing nor reading ever holds a
 * whole file (a 50 MB paper streams through in 64 KiB pieces) and so that every piece is
 * authenticated before a byte of it is released: a reader never receives tampered content.
 *
 *   header  = magic (8) ‖ salt (16) ‖ nonce prefix (8)
 *   record  = AES-256-GCM(chunk) ‖ tag (16), chunk ≤ 64 KiB
 *   file key = HKDF-SHA256(FILES_KEY, salt, "quorate file v1"): a key per file
 *   nonce    = nonce prefix ‖ record number (uint32, big-endian)
 *   AAD      = header ‖ 1 for the last record, 0 before it
 *
 * The last record is marked, so a file cut short at a record boundary fails like a changed
 * byte; the header is bound into every record, so a header cannot be swapped either. An empty
 * file is the header and one empty final record.
 */
const magic = Buffer.from("QFE\u0000v1\r\n", "latin1");
const saltBytes = 16;
const prefixBytes = 8;
export const headerBytes = magic.length + saltBytes + prefixBytes;
const chunkBytes = 64 * 1024;
const tagBytes = 16;
const recordBytes = chunkBytes + tagBytes;
const maxRecords = 2 ** 32;

/** The 32-byte key every file key is derived from (FILES_KEY, or the data folder's own). */
export type FilesKey = Buffer;

export function isEncryptedHeader(firstBytes: Buffer): boolean {
  return firstBytes.length >= magic.length && firstBytes.subarray(0, magic.length).equals(magic);
}

/** What tells a damaged or tampered file from a readable one. */
export class FileIntegrityError extends Error {}

function fileKey(master: FilesKey, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", master, salt, "quorate file v1", 32));
}

function nonce(prefix: Buffer, index: number): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, prefixBytes);
  return n;
}

function aad(header: Buffer, last: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([last ? 1 : 0])]);
}

/** Plain bytes in, encrypted file out. */
export function encryptingStream(master: FilesKey): Transform {
  const salt = randomBytes(saltBytes);
  const prefix = randomBytes(prefixBytes);
  const header = Buffer.concat([magic, salt, prefix]);
  const key = fileKey(master, salt);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const seal = (chunk: Buffer, last: boolean): Buffer => {
    if (index >= maxRecords) throw new Error("file too large to encrypt");
    const cipher = createCipheriv("aes-256-gcm", key, nonce(prefix, index++));
    cipher.setAAD(aad(header, last));
    return Buffer.concat([cipher.update(chunk), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      try {
        if (!started) {
          started = true;
          this.push(header);
        }
        pending.push(data);
        pendingBytes += data.length;
        // A full chunk is sealed only once more follows it: the last record must be marked.
        if (pendingBytes > chunkBytes) {
          let all = Buffer.concat(pending);
          while (all.length > chunkBytes) {
            this.push(seal(all.subarray(0, chunkBytes), false));
            all = all.subarray(chunkBytes);
          }
          pending = [all];
          pendingBytes = all.length;
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!started) this.push(header);
        this.push(seal(Buffer.concat(pending), true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** An encrypted file in, its plain bytes out; fails on the first record that does not verify. */
export function decryptingStream(master: FilesKey): Transform {
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let prefix: Buffer | undefined;
  let buffered: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (record: Buffer, last: boolean): Buffer => {
    if (!header || !key || !prefix || record.length < tagBytes)
      throw new FileIntegrityError("The file is damaged: it ends in the middle of a record.");
    const decipher = createDecipheriv("aes-256-gcm", key, nonce(prefix, index++));
    decipher.setAAD(aad(header, last));
    decipher.setAuthTag(record.subarray(record.length - tagBytes));
    try {
      return Buffer.concat([
        decipher.update(record.subarray(0, record.length - tagBytes)),
        decipher.final(),
      ]);
    } catch {
      throw new FileIntegrityError("The file is damaged or was changed: it cannot be read.");
    }
  };
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      try {
        buffered = buffered.length === 0 ? data : Buffer.concat([buffered, data]);
        if (!header) {
          if (buffered.length < headerBytes) return done();
          header = buffered.subarray(0, headerBytes);
          if (!isEncryptedHeader(header))
            throw new FileIntegrityError("The file is not one Quorate encrypted.");
          key = fileKey(master, header.subarray(magic.length, magic.length + saltBytes));
          prefix = header.subarray(magic.length + saltBytes);
          buffered = buffered.subarray(headerBytes);
        }
        // A full record is opened only once more follows it: only the last is marked last.
        while (buffered.length > recordBytes) {
          this.push(open(buffered.subarray(0, recordBytes), false));
          buffered = buffered.subarray(recordBytes);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!header)
          throw new FileIntegrityError("The file is damaged: it is shorter than its header.");
        this.push(open(buffered, true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** The size of the plain file an encrypted one of `encryptedSize` bytes holds. */
export function plainSize(encryptedSize: number): number {
  const body = encryptedSize - headerBytes;
  const records = Math.max(1, Math.ceil(body / recordBytes));
  return body - records * tagBytes;
}

/** The plain bytes of an encrypted source, as one stream: the source's errors end it too. */
export function decrypted(source: Readable, master: FilesKey): Readable {
  const plain = decryptingStream(master);
  source.on("error", (error) => plain.destroy(error));
  plain.on("close", () => source.destroy());
  return source.pipe(plain);
}
