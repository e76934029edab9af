import { type PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { wrapText } from "../pdf/pack-text.js";
import { signingFonts } from "./signing-fonts.js";

export type CertificatePageInput = {
  /** What was sealed, as people call it ("Minutes of Board Meeting of 3 December 2026"). */
  documentName: string;
  /** SHA-256 of the document as it was before this page was added. */
  sha256: string;
  /** The seal's name ("Quorate seal – board.example.org"). */
  sealedBy: string;
  sealedAt: Date;
  /** Where anyone can check the file: the installation's /verify page. */
  verifyUrl: string;
  /** The organisation's zone: signers' times are given in it as well as in UTC. */
  timeZone?: string;
  /** Who signed, when, from where, and how they showed it was them (a signature request). */
  signers?: CertificateSigner[];
  /** What happened, in order. */
  events?: { at: Date; text: string }[];
};

export type CertificateSigner = {
  name: string;
  email: string;
  signedAt: Date;
  address: string | null;
  device: string | null;
  authenticatedBy: string;
};

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;
const ink = rgb(0.1, 0.1, 0.15);
const muted = rgb(0.35, 0.35, 0.4);

const utcTime = new Intl.DateTimeFormat("en-NZ", {
  dateStyle: "long",
  timeStyle: "long",
  timeZone: "UTC",
});

/**
 * Appends the certificate page: what was sealed, its SHA-256 before this page, by which seal
 * and when. Call before sealing (server/signing/seal-pdf.ts), so the seal covers it too.
 */
export async function addCertificatePage(
  doc: PDFDocument,
  input: CertificatePageInput,
): Promise<void> {
  const { regular, bold } = await signingFonts(doc);
  let page = doc.addPage(pageSize);
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;
  const zoned = input.timeZone ? zonedTime(input.timeZone) : undefined;
  const when = (at: Date) =>
    zoned ? `${zoned.format(at)} (${utcTime.format(at)})` : utcTime.format(at);

  const write = (text: string, font: PDFFont, size: number, color = ink, gapAfter = 4) => {
    for (const line of wrapText(text, font, size, width)) {
      // A long history runs onto another page rather than off this one.
      if (y - size * 1.3 < margin) {
        page = doc.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      y -= size * 1.3;
      page.drawText(line, { x: margin, y, size, font, color });
    }
    y -= gapAfter;
  };
  const field = (label: string, value: string, valueFont = regular) => {
    write(label, bold, 9, muted, 2);
    write(value, valueFont, 11, ink, 14);
  };

  write("Certificate of sealing", bold, 20, ink, 24);
  field("Document", input.documentName);
  field("SHA-256 of the document before this page", input.sha256);
  if (input.signers && input.signers.length > 0) {
    write("Signed by", bold, 13, ink, 8);
    for (const s of input.signers) {
      write(`${s.name} <${s.email}>`, bold, 11, ink, 2);
      write(`Signed ${when(s.signedAt)}`, regular, 10, ink, 2);
      write(`Identified by: ${s.authenticatedBy}`, regular, 10, ink, 2);
      write(
        `From ${s.address ?? "an unknown address"}, ${s.device ?? "an unknown device"}`,
        regular,
        9,
        muted,
        10,
      );
    }
  }
  field("Sealed by", input.sealedBy);
  field("Sealed at", when(input.sealedAt));
  if (input.events && input.events.length > 0) {
    write("What happened", bold, 13, ink, 8);
    for (const e of input.events) write(`${when(e.at)}: ${e.text}`, regular, 9, ink, 3);
    y -= 8;
  }
  y -= 12;
  write(
    "This file carries one digital signature covering every page, this one included. A PDF reader shows it in its signature panel; any change to the file after sealing shows there as a broken signature.",
    regular,
    10,
    muted,
    8,
  );
  write(`Anyone can check the file at ${input.verifyUrl}`, regular, 10, muted);
}

function zonedTime(timeZone: string) {
  return new Intl.DateTimeFormat("en-NZ", { dateStyle: "long", timeStyle: "long", timeZone });
}
