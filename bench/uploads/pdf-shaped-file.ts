/** What the upload checks look for: "%PDF-" within the first kilobyte, "%%EOF" in the last. */
export const pdfHead = Buffer.from("%PDF-1.7\n");
export const pdfTail = Buffer.from("\n%%EOF\n");

/**
 * A file of exactly `size` bytes that the server's checks accept as a PDF (server/uploads/
 * pdf-check.ts reads bytes only), its body `filler` repeated. The chunks are views of the one
 * filler buffer, so sending ten 50 MB files costs the bench no memory. Random filler cannot hold
 * "/Encrypt" (which would make it a password-protected PDF) except by a 1-in-2^64 accident.
 */
export function* pdfShapedChunks(size: number, filler: Buffer): Generator<Buffer> {
  const bodySize = size - pdfHead.length - pdfTail.length;
  if (bodySize < 0) throw new Error(`a PDF-shaped file needs at least ${size - bodySize} bytes`);
  if (filler.length === 0 && bodySize > 0) throw new Error("the filler is empty");
  yield pdfHead;
  for (let left = bodySize; left > 0; left -= filler.length)
    yield left >= filler.length ? filler : filler.subarray(0, left);
  yield pdfTail;
}
