import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { encryptPlainFiles } from "./encrypt-plain-files.js";
import { filesKeyFor, openFileStore } from "./open-file-store.js";

let dataDir = "";
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "quorate-data-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the files key", () => {
  it("is made once in the data folder, readable by its owner only, and kept", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const [first, again] = await Promise.all([filesKeyFor(config), filesKeyFor(config)]);
    expect(first.length).toBe(32);
    expect(again.equals(first)).toBe(true);
    expect((await filesKeyFor(config)).equals(first)).toBe(true);
    expect((await stat(path.join(dataDir, "files.key"))).mode & 0o777).toBe(0o600);
  });

  it("is FILES_KEY when that is set, and no key file is made", async () => {
    const key = randomBytes(32);
    const config = loadConfig({ DATA_DIR: dataDir, FILES_KEY: key.toString("hex") });
    expect((await filesKeyFor(config)).equals(key)).toBe(true);
    await expect(stat(path.join(dataDir, "files.key"))).rejects.toThrow();
  });
});

describe("files stored before encryption at rest", () => {
  it("are encrypted in place on the next start and read back as they were", async () => {
    const files = path.join(dataDir, "files");
    const paper = Buffer.from(`%PDF-1.4 an old paper ${randomBytes(4000).toString("hex")}`);
    const picture = randomBytes(5000);
    await mkdir(path.join(files, "papers", "m1"), { recursive: true });
    await mkdir(path.join(files, "pictures"), { recursive: true });
    await writeFile(path.join(files, "papers", "m1", "p1"), paper);
    await writeFile(path.join(files, "pictures", "a"), picture);

    const { store } = await openFileStore(loadConfig({ DATA_DIR: dataDir }));
    const atRest = await readFile(path.join(files, "papers", "m1", "p1"));
    expect(atRest.includes(Buffer.from("an old paper"))).toBe(false);
    expect((await store.get("papers/m1/p1"))?.equals(paper)).toBe(true);
    expect((await store.get("pictures/a"))?.equals(picture)).toBe(true);

    // Once done, never again: files are not encrypted twice.
    await store.put("papers/m1/p2", paper);
    expect(await encryptPlainFiles(files, randomBytes(32))).toBe(0);
    expect((await store.get("papers/m1/p2"))?.equals(paper)).toBe(true);
  });

  it("leave what is already encrypted alone when a run was stopped halfway", async () => {
    const files = path.join(dataDir, "files");
    const key = randomBytes(32);
    await mkdir(path.join(files, "papers"), { recursive: true });
    await writeFile(path.join(files, "papers", "a"), "first plain file");
    expect(await encryptPlainFiles(files, key)).toBe(1);
    await rm(path.join(files, ".encrypted-at-rest")); // as if stopped before the end
    await writeFile(path.join(files, "papers", "b"), "second plain file");
    expect(await encryptPlainFiles(files, key)).toBe(1);
  });
});
