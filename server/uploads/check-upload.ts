import { buffer } from "node:stream/consumers";
import { allowedPaperTypes, uploadMessages } from "../../common/uploads.js";
import { AppError } from "../http/app-error.js";
import type { StagedFile } from "../storage/file-store.js";
import { fileNameOf } from "./file-name.js";
import { inspectOfficeZip } from "./office-zip.js";
import { checkPdf } from "./pdf-check.js";
import { sniffType } from "./sniff-type.js";

export type AcceptedFile = { name: string; ext: string; mime: string };

const textExtensions = new Set(["txt", "md", "csv"]);
const oldOfficeExtensions = new Set(["doc", "xls", "ppt"]);

function refuse(name: string, message: string, kind: "badRequest" | "unsupportedMediaType") {
  return new AppError(kind, `${name}: ${message}`);
}

const extensionOf = (name: string) =>
  name.includes(".") ? (name.toLowerCase().split(".").pop() ?? "") : "";
const mimeOf = (ext: string) => allowedPaperTypes[ext]?.[0] ?? "application/octet-stream";

/**
 * What an uploaded file is, from its content: a PDF, an Office file, an image or plain text.
 * The name's extension is believed only where content cannot tell (plain text, and the old
 * Office formats, which share one container), so a renamed program or web page is refused
 * whatever it is called. A damaged or password-protected file, or a zip bomb dressed as a
 * Word file, is refused with a message saying what to do.
 */
export async function checkUpload(staged: StagedFile, rawName: string): Promise<AcceptedFile> {
  const name = fileNameOf(rawName);
  const shown = name ?? "The file";
  if (!name) throw refuse(shown, uploadMessages.badName, "badRequest");
  if (staged.size === 0) throw refuse(name, uploadMessages.empty, "badRequest");
  const ext = extensionOf(name);
  const sniffed = sniffType(staged.head);
  const unsupported = () => refuse(name, uploadMessages.unsupportedFormat, "unsupportedMediaType");
  switch (sniffed?.kind) {
    case "pdf": {
      const verdict = await checkPdf(staged.read());
      if (verdict === "passwordProtected")
        throw refuse(name, uploadMessages.passwordProtected, "badRequest");
      if (verdict === "damaged") throw refuse(name, uploadMessages.damaged, "badRequest");
      return { name, ext: "pdf", mime: mimeOf("pdf") };
    }
    case "zip": {
      // Office files are at most 50 MB packed; they are read whole to find their directory.
      const verdict = await inspectOfficeZip(await buffer(staged.read()));
      if (verdict === "notOffice") throw unsupported();
      if (verdict === "damaged" || verdict === "tooLarge")
        throw refuse(name, uploadMessages.damaged, "badRequest");
      return { name, ext: verdict, mime: mimeOf(verdict) };
    }
    case "ole":
      // One container for .doc, .xls and .ppt, and for password-protected .docx/.xlsx/.pptx.
      if (oldOfficeExtensions.has(ext)) return { name, ext, mime: mimeOf(ext) };
      if (["docx", "xlsx", "pptx"].includes(ext))
        throw refuse(name, uploadMessages.passwordProtected, "badRequest");
      throw unsupported();
    case "image":
      return { name, ext: sniffed.ext, mime: mimeOf(sniffed.ext) };
    case "text":
      if (textExtensions.has(ext)) return { name, ext, mime: mimeOf(ext) };
      throw unsupported();
    default:
      throw unsupported();
  }
}
