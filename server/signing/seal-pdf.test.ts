import { createHash } from "node:crypto";
import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { uploadMessages } from "../../common/uploads.js";
import { pdfsig, pdfText } from "../test/pdf-text.js";
import { sharedTestSeal } from "../test/test-server.js";
import { textPdf } from "../test/text-pdf.js";
import { addCertificatePage } from "./certificate-page.js";
import { checkSeal } from "./check-seal.js";
import { readSealP12, sealName } from "./installation-seal.js";
import { generateSealP12 } from "./seal-certificate.js";
import { openForSealing, sealDocument, sealMessages, sealPdf } from "./seal-pdf.js";

const seal = sharedTestSeal();
const ours = async (fingerprint: string) => fingerprint === seal.fingerprint;
const details = { reason: "Sealed by Quorate", location: "localhost" };

describe("sealing a PDF", () => {
  it("signs the whole file once, valid in poppler's pdfsig and in our own check", async () => {
    const sealed = await sealPdf(
      await textPdf("Page one", "Page two", "Page three"),
      seal,
      details,
    );
    const report = pdfsig(sealed.pdf);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report).toContain(`Signer Certificate Common Name: ${sealName("localhost")}`);
    expect(report.match(/Signature #/g)).toHaveLength(1);
    expect(sealed.sha256).toBe(createHash("sha256").update(sealed.pdf).digest("hex"));
    expect(await checkSeal(sealed.pdf, ours)).toMatchObject({
      kind: "sealed",
      fingerprint: seal.fingerprint,
      coversWholeFile: true,
      digestMatches: true,
      signatureSha256: sealed.signatureSha256,
    });
  });

  it("shows one changed byte as a digest mismatch", async () => {
    const sealed = await sealPdf(await textPdf("Budget: $120,000"), seal, details);
    // The page's text is compressed; the header's version digit is a byte the seal covers too.
    const altered = Buffer.from(sealed.pdf);
    const at = altered.indexOf("%PDF-1.7") + 7;
    expect(at).toBe(7);
    altered[at] = "6".charCodeAt(0);
    expect(pdfsig(altered)).toContain("Digest Mismatch.");
    expect(await checkSeal(altered, ours)).toMatchObject({
      kind: "sealed",
      coversWholeFile: true,
      digestMatches: false,
    });
  });

  it("sees anything added after the seal", async () => {
    const sealed = await sealPdf(await textPdf("Resolution"), seal, details);
    const extended = Buffer.concat([sealed.pdf, Buffer.from("\n% added later\n")]);
    expect(await checkSeal(extended, ours)).toMatchObject({
      kind: "sealed",
      coversWholeFile: false,
      digestMatches: true,
    });
  });

  it("appends a certificate page with a name outside WinAnsi, and the seal covers it", async () => {
    const original = await textPdf("Minutes");
    const sha256 = createHash("sha256").update(original).digest("hex");
    const doc = await openForSealing(original);
    const documentName = "Minutes of Te Rōpū Māori – 3 December 2026";
    await addCertificatePage(doc, {
      documentName,
      sha256,
      sealedBy: seal.name,
      sealedAt: new Date("2026-12-03T05:00:00Z"),
      verifyUrl: "http://localhost/verify",
    });
    const sealed = await sealDocument(doc, seal, details);
    const report = pdfsig(sealed.pdf);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Total document signed");
    const text = pdfText(sealed.pdf);
    expect(text).toContain(documentName);
    expect(text).toContain(sha256);
    expect(text).toContain("3 December 2026");
    expect((await PDFDocument.load(sealed.pdf)).getPageCount()).toBe(2);
  });

  it("refuses a password-protected PDF and one that is not a PDF", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    // The trailer names an encryption dictionary, as every encrypted PDF's does.
    doc.context.trailerInfo.Encrypt = doc.context.register(
      doc.context.obj({ Filter: PDFName.of("Standard"), V: 1, R: 2 }),
    );
    const encrypted = await doc.save({ useObjectStreams: false });
    await expect(sealPdf(encrypted, seal, details)).rejects.toMatchObject({
      status: 400,
      message: uploadMessages.passwordProtected,
    });
    await expect(sealPdf(Buffer.from("hello"), seal, details)).rejects.toMatchObject({
      status: 400,
      message: sealMessages.notPdf,
    });
  });

  it("refuses a PDF signed by someone else, leaving their signature as it was", async () => {
    const theirs = readSealP12(generateSealP12("Harbour Law Ltd", "x"), "x");
    const signed = await sealPdf(await textPdf("Contract"), theirs, details);
    await expect(sealPdf(signed.pdf, seal, details)).rejects.toMatchObject({
      status: 400,
      message: sealMessages.alreadySigned,
    });
    expect(pdfsig(signed.pdf)).toContain("Signature is Valid.");
    expect(await checkSeal(signed.pdf, ours)).toEqual({
      kind: "otherSigner",
      signer: "Harbour Law Ltd",
      fingerprint: theirs.fingerprint,
    });
  });

  it("finds no seal in a plain PDF", async () => {
    expect(await checkSeal(Buffer.from(await textPdf("Plain")), ours)).toEqual({
      kind: "noSignature",
    });
  });
});
