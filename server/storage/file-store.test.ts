import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { DiskStorage } from "./disk-storage.js";
import { FileIntegrityError } from "./file-cipher.js";
import type { FileStore } from "./file-store.js";
import { S3Storage } from "./s3-storage.js";

const key = randomBytes(32);
let dir = "";
let s3: TestS3;
let stores: { disk: DiskStorage; s3: S3Storage };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "quorate-files-"));
  s3 = await startTestS3();
  stores = {
    disk: new DiskStorage(path.join(dir, "files"), key),
    s3: new S3Storage(s3.settings, key, path.join(dir, "s3-staging")),
  };
});
afterAll(async () => {
  stores.s3.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every file the S3 server holds, as it holds them. */
async function filesUnder(folder: string): Promise<Buffer[]> {
  const found: Buffer[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) found.push(await readFile(path.join(entry.parentPath, entry.name)));
  return found;
}

describe.each(["disk", "s3"] as const)("files stored on %s", (kind) => {
  const store = (): FileStore => stores[kind];

  it("come back as they went in, whole or streamed, and are gone once removed", async () => {
    const paper = randomBytes(300_000);
    await store().put("papers/m1/p1", paper);
    expect((await store().get("papers/m1/p1"))?.equals(paper)).toBe(true);
    const streamed = await store().read("papers/m1/p1");
    expect(streamed && (await buffer(streamed)).equals(paper)).toBe(true);
    await store().remove("papers/m1/p1");
    expect(await store().get("papers/m1/p1")).toBeUndefined();
    expect(await store().read("papers/m1/p1")).toBeUndefined();
    await store().remove("papers/m1/p1"); // removing what is not there is not an error
  });

  it("hold no readable byte of a file at rest", async () => {
    const marker = `CONFIDENTIAL-${kind}-${randomBytes(8).toString("hex")}`;
    await store().put("papers/m1/secret", Buffer.from(`%PDF-1.7 ${marker} `.repeat(50)));
    const atRest = await filesUnder(kind === "disk" ? path.join(dir, "files") : dir);
    expect(atRest.length).toBeGreaterThan(0);
    expect(atRest.some((bytes) => bytes.includes(marker))).toBe(false);
  });

  it("stage an upload with its size, hash and first bytes, and keep it only when committed", async () => {
    const upload = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200_000)]);
    const staged = await store().stage(
      Readable.from([upload.subarray(0, 70_000), upload.subarray(70_000)]),
    );
    expect(staged.size).toBe(upload.length);
    expect(staged.head.subarray(0, 8).toString()).toBe("%PDF-1.7");
    expect(staged.head.length).toBe(4096);
    expect((await buffer(staged.read())).equals(upload)).toBe(true);
    await staged.commit("papers/m2/kept");
    expect((await store().get("papers/m2/kept"))?.equals(upload)).toBe(true);

    const refused = await store().stage(Readable.from([Buffer.from("MZ not a paper")]));
    await refused.discard();
    await expect(refused.commit("papers/m2/refused")).rejects.toThrow();
    expect(await store().get("papers/m2/refused")).toBeUndefined();
  });

  it("refuse keys that would leave their place", async () => {
    await expect(store().put("../outside", Buffer.from("x"))).rejects.toThrow(/storage key/);
    await expect(store().read("papers/../../etc/passwd")).rejects.toThrow(/storage key/);
  });
});

describe("a stored file changed behind Quorate's back", () => {
  it("is refused rather than served", async () => {
    await stores.disk.put("papers/m3/p", randomBytes(100_000));
    const file = stores.disk.pathOf("papers/m3/p");
    const bytes = await readFile(file);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    await expect(stores.disk.get("papers/m3/p")).rejects.toBeInstanceOf(FileIntegrityError);
  });
});
