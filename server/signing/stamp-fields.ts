import { degrees, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import type { SignatureFieldType } from "../../common/contracts/signature-requests.js";
import { type DrawBox, fieldDrawBox } from "./field-box.js";
import { signingFonts } from "./signing-fonts.js";

/** How a signer signs: their typed name in a hand-like face, or the picture they drew or chose. */
export type SignatureArt =
  | { type: "typed"; text: string }
  | { type: "picture"; bytes: Uint8Array; mime: "image/png" | "image/jpeg" };

export type FieldToStamp = {
  type: SignatureFieldType;
  /** From 1; fractions of the shown page from its top-left corner. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Name, date in words, text, "true"/"false" for a checkbox; unused for a signature. */
  value: string | null;
  signer: { name: string; art: SignatureArt };
};

const ink = rgb(0.05, 0.1, 0.35);

/** "Ana Te Rangi" → "ATR". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((w) => [...w][0]?.toUpperCase() ?? "")
    .join("");
}

/** Draws one line of text as large as fits the box (up to 14 pt), upright for the reader. */
function drawFitted(page: PDFPage, box: DrawBox, text: string, font: PDFFont, most = 14) {
  if (text === "") return;
  const byHeight = box.height * 0.7;
  const byWidth = (box.width * 0.95 * 1000) / Math.max(1, font.widthOfTextAtSize(text, 1000));
  const size = Math.max(4, Math.min(most, byHeight, byWidth));
  const lift = (box.height - size) / 2 + size * 0.2;
  const t = (box.rotate * Math.PI) / 180;
  // The baseline starts a little above the box's shown bottom-left, along the shown "up".
  page.drawText(text, {
    x: box.origin.x - Math.sin(t) * lift,
    y: box.origin.y + Math.cos(t) * lift,
    size,
    font,
    color: ink,
    rotate: degrees(box.rotate),
  });
}

function drawPicture(page: PDFPage, box: DrawBox, image: PDFImage) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const t = (box.rotate * Math.PI) / 180;
  // Centred in the box along both shown axes.
  const dx = (box.width - w) / 2;
  const dy = (box.height - h) / 2;
  page.drawImage(image, {
    x: box.origin.x + Math.cos(t) * dx - Math.sin(t) * dy,
    y: box.origin.y + Math.sin(t) * dx + Math.cos(t) * dy,
    width: w,
    height: h,
    rotate: degrees(box.rotate),
  });
}

function drawTick(page: PDFPage, box: DrawBox, ticked: boolean) {
  const side = Math.min(box.width, box.height);
  const t = (box.rotate * Math.PI) / 180;
  const at = (u: number, v: number) => ({
    x: box.origin.x + Math.cos(t) * u * side - Math.sin(t) * v * side,
    y: box.origin.y + Math.sin(t) * u * side + Math.cos(t) * v * side,
  });
  const corners = [at(0, 0), at(1, 0), at(1, 1), at(0, 1)];
  corners.forEach((c, i) => {
    page.drawLine({ start: c, end: corners[(i + 1) % 4] ?? c, thickness: 0.8, color: ink });
  });
  if (!ticked) return;
  page.drawLine({ start: at(0.2, 0.5), end: at(0.42, 0.22), thickness: 1.6, color: ink });
  page.drawLine({ start: at(0.42, 0.22), end: at(0.82, 0.8), thickness: 1.6, color: ink });
}

/**
 * Stamps every filled field into the document's pages: signatures as the signer's picture or
 * typed name, initials, names, dates, text and ticks. A field on a page the document does not
 * have is refused by the request before it gets here.
 */
export async function stampFields(doc: PDFDocument, fields: readonly FieldToStamp[]) {
  if (fields.length === 0) return;
  const fonts = await signingFonts(doc);
  const pictures = new Map<Uint8Array, Promise<PDFImage>>();
  const pictureOf = (art: Extract<SignatureArt, { type: "picture" }>) => {
    let image = pictures.get(art.bytes);
    if (!image) {
      image = art.mime === "image/png" ? doc.embedPng(art.bytes) : doc.embedJpg(art.bytes);
      pictures.set(art.bytes, image);
    }
    return image;
  };
  const pages = doc.getPages();
  for (const field of fields) {
    const page = pages[field.page - 1];
    if (!page) throw new Error(`field on page ${field.page} of ${pages.length}`);
    const crop = page.getCropBox();
    const box = fieldDrawBox({ box: crop, rotation: page.getRotation().angle }, field);
    const { art } = field.signer;
    switch (field.type) {
      case "signature":
        if (art.type === "picture") drawPicture(page, box, await pictureOf(art));
        else drawFitted(page, box, art.text, fonts.italic, 28);
        break;
      case "initials":
        drawFitted(
          page,
          box,
          initialsOf(art.type === "typed" ? art.text : field.signer.name),
          fonts.italic,
          24,
        );
        break;
      case "checkbox":
        drawTick(page, box, field.value === "true");
        break;
      default:
        drawFitted(page, box, field.value ?? "", fonts.regular);
    }
  }
}
