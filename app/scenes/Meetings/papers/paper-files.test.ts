import { describe, expect, it } from "vitest";
import { uploadLimits, uploadMessages } from "../../../../common/uploads.js";
import {
  checkPaperFiles,
  formatFileSize,
  messageWithoutName,
  paperFileError,
  paperKindOf,
  runLimited,
} from "./paper-files.js";

const mb = 1024 * 1024;

describe("paperFileError", () => {
  it("accepts office, PDF, text and image files up to 50 MB", () => {
    expect(paperFileError({ name: "Finance report.PDF", size: 2 * mb })).toBeUndefined();
    expect(paperFileError({ name: "budget.xlsx", size: 1 })).toBeUndefined();
    expect(paperFileError({ name: "photo.jpeg", size: uploadLimits.maxFileBytes })).toBeUndefined();
  });

  it("refuses other types, empty files and files over 50 MB with the shared messages", () => {
    expect(paperFileError({ name: "setup.exe", size: 10 })).toBe(uploadMessages.unsupportedFormat);
    expect(paperFileError({ name: "no-extension", size: 10 })).toBe(
      uploadMessages.unsupportedFormat,
    );
    expect(paperFileError({ name: "notes.txt", size: 0 })).toBe(uploadMessages.empty);
    expect(paperFileError({ name: "big.pdf", size: uploadLimits.maxFileBytes + 1 })).toBe(
      uploadMessages.tooBig,
    );
  });
});

describe("checkPaperFiles", () => {
  it("marks only the bad files when at most ten are chosen", () => {
    const checked = checkPaperFiles([
      { name: "a.pdf", size: 5 },
      { name: "b.zip", size: 5 },
    ]);
    expect(checked.map((c) => c.error)).toEqual([undefined, uploadMessages.unsupportedFormat]);
  });

  it("refuses every file when more than ten are chosen, keeping each file's own reason", () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, size: 5 }));
    files[3] = { name: "empty.pdf", size: 0 };
    const errors = checkPaperFiles(files).map((c) => c.error);
    expect(errors[3]).toBe(uploadMessages.empty);
    expect(errors.filter((e) => e === uploadMessages.tooManyFiles)).toHaveLength(10);
  });

  it("keeps the original file objects", () => {
    const file = { name: "a.pdf", size: 5, extra: true };
    expect(checkPaperFiles([file])[0]?.file).toBe(file);
  });
});

describe("formatFileSize", () => {
  it("reads like people write sizes", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(18 * 1024)).toBe("18 KB");
    expect(formatFileSize(Math.round(2.4 * mb))).toBe("2.4 MB");
    expect(formatFileSize(50 * mb)).toBe("50 MB");
    expect(formatFileSize(150 * mb)).toBe("150 MB");
    expect(formatFileSize(3 * 1024 * mb)).toBe("3 GB");
  });

  it("moves up a unit instead of showing 1024", () => {
    expect(formatFileSize(mb - 1)).toBe("1 MB");
  });
});

describe("messageWithoutName", () => {
  it("drops the file name the server puts in front", () => {
    expect(messageWithoutName(`a.exe: ${uploadMessages.unsupportedFormat}`, "a.exe")).toBe(
      uploadMessages.unsupportedFormat,
    );
    expect(messageWithoutName("Something else", "a.exe")).toBe("Something else");
  });
});

describe("paperKindOf", () => {
  it("picks the icon from the name, then the MIME type", () => {
    expect(paperKindOf("Minutes.docx", "")).toBe("word");
    expect(paperKindOf("Slides.PPTX", "")).toBe("powerpoint");
    expect(paperKindOf("scan", "application/pdf")).toBe("pdf");
    expect(paperKindOf("scan", "image/png")).toBe("image");
    expect(paperKindOf("scan", "application/zip")).toBe("file");
  });
});

describe("runLimited", () => {
  it("runs every task, never more than the limit at once, past failures", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (i === 2) throw new Error("one fails");
      done.push(i);
    });
    await runLimited(tasks, 3);
    expect(most).toBe(3);
    expect(done.sort()).toEqual([0, 1, 3, 4, 5]);
  });
});
