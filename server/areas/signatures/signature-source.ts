import { createHash } from "node:crypto";
import { signatureMessages } from "../../../common/contracts/signature-requests.js";
import { officeMimes } from "../../conversion/office-to-pdf.js";
import { AppError } from "../../http/app-error.js";
import { openForSealing } from "../../signing/seal-pdf.js";
import type { FileStore } from "../../storage/file-store.js";

type VersionFile = {
  mime: string;
  storageKey: string;
  pdfKey: string | null;
  pdfStatus: string;
};

/** The PDF a request signs: the version's own file, or an Office version's PDF copy once made. */
export function sourceKeyOf(version: VersionFile): string {
  if (version.mime === "application/pdf") return version.storageKey;
  if (officeMimes.has(version.mime)) {
    if (version.pdfKey && version.pdfStatus === "ready") return version.pdfKey;
    if (version.pdfStatus === "pending")
      throw new AppError("conflict", signatureMessages.pdfNotReady);
  }
  throw new AppError("badRequest", signatureMessages.notPdf);
}

/**
 * The source's bytes, checked now as the seal will need them at the end (not encrypted, not
 * signed by someone else, readable), with its page count and SHA-256.
 */
export async function readSource(storage: FileStore, key: string) {
  const bytes = await storage.get(key);
  if (!bytes) throw new AppError("conflict", signatureMessages.notPdf);
  const doc = await openForSealing(bytes);
  return {
    bytes,
    pageCount: doc.getPageCount(),
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}
