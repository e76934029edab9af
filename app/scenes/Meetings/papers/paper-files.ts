import { paperTypeOf, uploadLimits, uploadMessages } from "../../../../common/uploads.js";
import { appLocale } from "../../../i18n/format.js";

/** What the checks need from a browser File (so they can run without one). */
export type FileFacts = { name: string; size: number };

export type CheckedFile<F extends FileFacts> = { file: F; error: string | undefined };

/** Why one file cannot be attached, in the shared upload messages; undefined when it can. */
export function paperFileError(file: FileFacts): string | undefined {
  if (!paperTypeOf(file.name)) return uploadMessages.unsupportedFormat;
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > uploadLimits.maxFileBytes) return uploadMessages.tooBig;
  return undefined;
}

/**
 * Checks a choice of files before anything is sent. Like the server, more than ten at a
 * time refuses the whole choice: each file then says why (its own fault, or the count).
 */
export function checkPaperFiles<F extends FileFacts>(files: readonly F[]): CheckedFile<F>[] {
  const tooMany = files.length > uploadLimits.maxFilesPerUpload;
  return files.map((file) => ({
    file,
    error: paperFileError(file) ?? (tooMany ? uploadMessages.tooManyFiles : undefined),
  }));
}

const sizeUnits = ["KB", "MB", "GB", "TB"] as const;

/** "512 bytes", "18 KB", "2.4 MB": one decimal below 100, none above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes / 1024;
  let unit = 0;
  const digits = (v: number) => (v < 100 ? 1 : 0);
  const rounded = (v: number) => Number(v.toFixed(digits(v)));
  // 1023.99 KB reads better as 1 MB than as "1024 KB".
  while (rounded(value) >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(appLocale, {
    maximumFractionDigits: digits(value),
    useGrouping: false,
  }).format(value);
  return `${number} ${sizeUnits[unit]}`;
}

/** The server prefixes a file's own error with its name; shown next to the name, once is enough. */
export function messageWithoutName(message: string, fileName: string): string {
  const prefix = `${fileName}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

export type PaperKind = "pdf" | "word" | "excel" | "powerpoint" | "text" | "csv" | "image" | "file";

const kindsByExt: Record<string, PaperKind> = {
  pdf: "pdf",
  doc: "word",
  docx: "word",
  xls: "excel",
  xlsx: "excel",
  ppt: "powerpoint",
  pptx: "powerpoint",
  txt: "text",
  csv: "csv",
  png: "image",
  jpg: "image",
  jpeg: "image",
  gif: "image",
  webp: "image",
};

/** Which icon a paper gets: from its name, falling back to its stored MIME type. */
export function paperKindOf(name: string, mime: string): PaperKind {
  const ext = paperTypeOf(name)?.ext;
  if (ext) return kindsByExt[ext] ?? "file";
  if (mime === "application/pdf") return "pdf";
  if (mime.startsWith("image/")) return "image";
  return "file";
}

/** Runs tasks with at most `limit` at once; resolves when all have settled. */
export async function runLimited(tasks: ReadonlyArray<() => Promise<void>>, limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
