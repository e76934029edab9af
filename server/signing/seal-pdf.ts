import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFNumber } from "pdf-lib";
import { uploadMessages } from "../../common/uploads.js";
import { AppError } from "../http/app-error.js";
import { checkPdf } from "../uploads/pdf-check.js";
import type { InstallationSeal } from "./installation-seal.js";
import { hasSignatureMarks, looksLikePdf } from "./pdf-signatures.js";
import { SealSigner } from "./seal-signer.js";

export const sealMessages = {
  notPdf: "Only a PDF can be sealed.",
  alreadySigned:
    "This PDF already carries a digital signature. Sealing it would break that signature, so it was not sealed.",
} as const;

/** Room for the CMS signature, in hex digits: a certificate chain of a few certificates fits. */
const signatureRoom = 16_384;

export type SealDetails = {
  /** Shown by PDF readers beside the signature: "Minutes confirmed and signed". */
  reason: string;
  /** The installation's address, for readers that show where a signature was made. */
  location?: string;
  signingTime?: Date;
};

export type SealedPdf = {
  pdf: Buffer;
  sha256: string;
  /** SHA-256 of the CMS signature: finds the seal's record again in a copy changed since. */
  signatureSha256: string;
  sealedAt: Date;
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** PDF strings outside a text encoding are written byte by byte by pdf-lib: keep them ASCII. */
const asciiText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "?");

/**
 * Opens a PDF that may be sealed: not encrypted, not damaged, and not signed by anyone (a new
 * signature written by pdf-lib re-saves the file, which would break theirs).
 */
export async function openForSealing(pdf: Uint8Array): Promise<PDFDocument> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (!looksLikePdf(bytes)) throw new AppError("badRequest", sealMessages.notPdf);
  if (hasSignatureMarks(bytes)) throw new AppError("badRequest", sealMessages.alreadySigned);
  // The trailer's /Encrypt, read from the bytes: pdf-lib may fail on an encrypted object stream
  // before it looks.
  const verdict = await checkPdf(Readable.from([bytes]));
  if (verdict === "passwordProtected")
    throw new AppError("badRequest", uploadMessages.passwordProtected);
  if (verdict === "damaged") throw new AppError("badRequest", uploadMessages.damaged);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError)
      throw new AppError("badRequest", uploadMessages.passwordProtected);
    throw new AppError("badRequest", uploadMessages.damaged);
  }
  const form = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  const flags = form?.lookupMaybe(PDFName.of("SigFlags"), PDFNumber)?.asNumber() ?? 0;
  if (flags & 1) throw new AppError("badRequest", sealMessages.alreadySigned);
  return doc;
}

/**
 * Seals an opened document with one signature over the whole file (adbe.pkcs7.detached). This
 * must be the last write: the document is saved here, and any later save breaks the seal.
 */
export async function sealDocument(
  doc: PDFDocument,
  seal: InstallationSeal,
  details: SealDetails,
): Promise<SealedPdf> {
  const sealedAt = details.signingTime ?? new Date();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: asciiText(details.reason),
    contactInfo: "",
    name: asciiText(seal.name),
    location: asciiText(details.location ?? ""),
    signingTime: sealedAt,
    signatureLength: signatureRoom,
    appName: "Quorate",
  });
  const withRoom = Buffer.from(await doc.save());
  const signer = new SignPdf();
  const pdf = await signer.sign(withRoom, new SealSigner(seal), sealedAt);
  return {
    pdf,
    sha256: sha256(pdf),
    signatureSha256: sha256(Buffer.from(signer.lastSignature, "hex")),
    sealedAt,
  };
}

/** Opens and seals a PDF as it is. */
export async function sealPdf(
  pdf: Uint8Array,
  seal: InstallationSeal,
  details: SealDetails,
): Promise<SealedPdf> {
  return sealDocument(await openForSealing(pdf), seal, details);
}
