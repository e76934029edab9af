import { randomBytes } from "node:crypto";
import { Readable, type Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  decryptingStream,
  encryptingStream,
  FileIntegrityError,
  headerBytes,
  plainSize,
} from "./file-cipher.js";

const key = randomBytes(32);
const chunk = 64 * 1024;

/** Through a stream in pieces of an awkward size, as a network or a disk hands them over. */
async function through(stream: Transform, data: Buffer, piece = 10_007) {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += piece) pieces.push(data.subarray(at, at + piece));
  const out = buffer(stream);
  Readable.from(pieces).pipe(stream);
  return out;
}

const encrypt = (data: Buffer) => through(encryptingStream(key), data);
const decrypt = (data: Buffer, k = key) => through(decryptingStream(k), data, 7_919);

describe("files encrypted at rest", () => {
  it.each([0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk, 200_000])(
    "come back byte for byte (%i bytes), with nothing of them readable on disk",
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(plainSize(sealed.length)).toBe(size);
      if (size > 64) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  it("differ every time the same file is stored (a key and nonces per file)", async () => {
    const plain = Buffer.from("%PDF-1.7 the same paper");
    const [a, b] = await Promise.all([encrypt(plain), encrypt(plain)]);
    expect(a.equals(b)).toBe(false);
  });

  it("refuse a changed byte, a file cut short, a swapped header, and the wrong key", async () => {
    const sealed = await encrypt(randomBytes(3 * chunk + 5));
    const changed = Buffer.from(sealed);
    changed[headerBytes + chunk + 100] = (changed[headerBytes + chunk + 100] ?? 0) ^ 1;
    await expect(decrypt(changed)).rejects.toBeInstanceOf(FileIntegrityError);
    // Cut at a record boundary: every record left verifies, but none is marked the last.
    const cut = sealed.subarray(0, headerBytes + 2 * (chunk + 16));
    await expect(decrypt(cut)).rejects.toBeInstanceOf(FileIntegrityError);
    const other = await encrypt(randomBytes(3 * chunk + 5));
    const swapped = Buffer.concat([other.subarray(0, headerBytes), sealed.subarray(headerBytes)]);
    await expect(decrypt(swapped)).rejects.toBeInstanceOf(FileIntegrityError);
    await expect(decrypt(sealed, randomBytes(32))).rejects.toBeInstanceOf(FileIntegrityError);
    await expect(decrypt(Buffer.from("%PDF-1.7 never encrypted"))).rejects.toBeInstanceOf(
      FileIntegrityError,
    );
  });

  it("release nothing of a record that does not verify", async () => {
    const sealed = await encrypt(randomBytes(2 * chunk + 10));
    const changed = Buffer.from(sealed);
    changed[headerBytes + 10] = (changed[headerBytes + 10] ?? 0) ^ 1; // the first record
    const released: Buffer[] = [];
    const stream = decryptingStream(key);
    stream.on("data", (b: Buffer) => released.push(b));
    await expect(buffer(Readable.from([changed]).pipe(stream))).rejects.toBeInstanceOf(
      FileIntegrityError,
    );
    expect(released).toEqual([]);
  });
});
