import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../common/uploads.js";
import { DiskStorage } from "../storage/disk-storage.js";
import { officeFile, zipFile } from "../test/zip-file.js";
import { checkUpload } from "./check-upload.js";
import { maxUnpackedBytes } from "./office-zip.js";

let dir = "";
let store: DiskStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "quorate-uploads-"));
  store = new DiskStorage(dir, randomBytes(32));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Stages the bytes as an upload does, checks them, and discards the staged copy. */
async function check(name: string, bytes: Buffer) {
  const staged = await store.stage(Readable.from([bytes]));
  try {
    return await checkUpload(staged, name);
  } finally {
    await staged.discard();
  }
}

const refusal = async (name: string, bytes: Buffer) => {
  try {
    await check(name, bytes);
  } catch (error) {
    return (error as Error).message;
  }
  return "accepted";
};

async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Conflict of interest policy");
  return Buffer.from(await doc.save());
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
const ole = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  randomBytes(512),
]);

describe("an uploaded file is taken for what its content is", () => {
  it("accepts PDFs, Office files, images and text, typed from the content", async () => {
    expect(await check("Policy.pdf", await realPdf())).toEqual({
      name: "Policy.pdf",
      ext: "pdf",
      mime: "application/pdf",
    });
    expect((await check("Charter.docx", officeFile())).ext).toBe("docx");
    expect((await check("Old minutes.doc", ole)).ext).toBe("doc");
    // A picture called .pdf is kept as the picture it is.
    expect(await check("scan.pdf", png)).toMatchObject({ ext: "png", mime: "image/png" });
    expect((await check("Notes.md", Buffer.from("# Notes\n\nKia ora, ā ē ī ō ū\n"))).mime).toBe(
      "text/markdown",
    );
  });

  it("refuses a renamed program, a web page and anything it cannot tell", async () => {
    const program = Buffer.concat([Buffer.from("MZ"), randomBytes(300)]);
    expect(await refusal("Financials.pdf", program)).toBe(
      `Financials.pdf: ${uploadMessages.unsupportedFormat}`,
    );
    expect(await refusal("report.html", Buffer.from("<script>alert(1)</script>"))).toMatch(
      uploadMessages.unsupportedFormat,
    );
    expect(
      await refusal("archive.docx", zipFile([{ name: "a.txt", data: Buffer.from("a") }])),
    ).toMatch(uploadMessages.unsupportedFormat);
    expect(await refusal("Minutes.exe", ole)).toMatch(uploadMessages.unsupportedFormat);
  });

  it("refuses an empty file and a name with slashes or control characters", async () => {
    expect(await refusal("Empty.pdf", Buffer.alloc(0))).toBe(`Empty.pdf: ${uploadMessages.empty}`);
    for (const name of [
      "../../etc/passwd.txt",
      "a\\b.txt",
      "bell\u0007.txt",
      "invoice\u202efdp.txt",
    ])
      expect(await refusal(name, Buffer.from("text"))).toMatch(uploadMessages.badName);
  });

  it("refuses a PDF cut short or locked with a password", async () => {
    const pdf = await realPdf();
    expect(await refusal("Cut.pdf", pdf.subarray(0, pdf.length - 200))).toMatch(
      uploadMessages.damaged,
    );
    const locked = Buffer.from(
      "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer\n<< /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF\n",
    );
    expect(await refusal("Locked.pdf", locked)).toMatch(uploadMessages.passwordProtected);
    expect(await refusal("Locked.docx", ole)).toMatch(uploadMessages.passwordProtected);
  });

  it("refuses a zip bomb dressed as a Word file, and a zip whose directory lies", async () => {
    const content = { name: "[Content_Types].xml", data: Buffer.from("<Types/>") };
    const bomb = zipFile([
      content,
      { name: "word/document.xml", data: Buffer.alloc(1000), declaredSize: 1000 },
      { name: "word/media/zeros.bin", data: Buffer.alloc(1000), declaredSize: maxUnpackedBytes },
    ]);
    expect(await refusal("Charter.docx", bomb)).toMatch(uploadMessages.damaged);
    // Declares 1 KB, unpacks to 8 MB: caught while unpacking, and nothing is kept in memory.
    const liar = zipFile([
      content,
      { name: "word/document.xml", data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1024 },
    ]);
    expect(await refusal("Charter.docx", liar)).toMatch(uploadMessages.damaged);
    const broken = officeFile();
    expect(await refusal("Charter.docx", broken.subarray(0, broken.length - 30))).toMatch(
      uploadMessages.damaged,
    );
  });
});
