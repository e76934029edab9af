import { readDer } from "./der.js";

/**
 * A PDF's digital signatures, found by their /ByteRange: two spans of the file the signature
 * covers, with the hex /Contents holding it in the gap between them. Signers write these
 * dictionaries uncompressed (the gap is filled in after the file is written), so the bytes are
 * enough; the PDF is never parsed.
 */
export type PdfSignature = {
  byteRange: readonly [number, number, number, number];
  /** The CMS signature, its padding removed. */
  signature: Buffer;
  /** The bytes the signature covers, in order. */
  covered: Buffer[];
  /** The spans start at the first byte and end at the last, the gap being only the signature. */
  coversWholeFile: boolean;
};

const pdfHeader = Buffer.from("%PDF-");
const byteRangeKey = Buffer.from("/ByteRange");

/** A PDF starts with "%PDF-" (readers allow a little before it). */
export function looksLikePdf(bytes: Buffer): boolean {
  const at = bytes.indexOf(pdfHeader);
  return at >= 0 && at < 1024;
}

/** Whether the file holds any signature dictionary, even one that cannot be read. */
export function hasSignatureMarks(bytes: Buffer): boolean {
  return bytes.includes(byteRangeKey);
}

function signatureIn(gap: Buffer): Buffer {
  const hex = gap.toString("latin1").replace(/\s+/g, "");
  const raw = Buffer.from(hex, "hex");
  try {
    return readDer(raw).bytes; // the zeros padding the placeholder are not part of it
  } catch {
    return raw;
  }
}

export function findSignatures(pdf: Buffer): PdfSignature[] {
  const found: PdfSignature[] = [];
  for (let at = pdf.indexOf(byteRangeKey); at >= 0; at = pdf.indexOf(byteRangeKey, at + 1)) {
    const window = pdf.subarray(at, at + 200).toString("latin1");
    const match = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(window);
    if (!match) continue;
    const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    if (b <= a || c <= a + b || c + d > pdf.length) continue;
    if (pdf[a + b] !== 0x3c || pdf[c - 1] !== 0x3e) continue; // "<" … ">" around the signature
    found.push({
      byteRange: [a, b, c, d],
      signature: signatureIn(pdf.subarray(a + b + 1, c - 1)),
      covered: [pdf.subarray(a, a + b), pdf.subarray(c, c + d)],
      coversWholeFile: a === 0 && c + d === pdf.length,
    });
  }
  return found;
}
