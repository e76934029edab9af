import fs from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

// The standard 14 fonts encode WinAnsi only (no macrons: "Māori"), so sealed pages embed TTFs.
// pdf.js ships Liberation Sans (SIL Open Font License) with its standard fonts; its italic
// stands in for a typed signature's hand.
const require = createRequire(import.meta.url);
const fontFiles = {
  regular: "pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf",
  bold: "pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf",
  italic: "pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf",
} as const;
type FontName = keyof typeof fontFiles;
export type SigningFonts = Record<FontName, PDFFont>;

let fontBytes: Promise<Record<FontName, Buffer>> | undefined;

function readFonts() {
  fontBytes ??= Promise.all(
    (Object.keys(fontFiles) as FontName[]).map(
      async (name) => [name, await fs.readFile(require.resolve(fontFiles[name]))] as const,
    ),
  ).then((pairs) => Object.fromEntries(pairs) as Record<FontName, Buffer>);
  return fontBytes;
}

/** The fonts embedded (subset: only the letters used) in a document being sealed; once each. */
const embedded = new WeakMap<PDFDocument, Promise<SigningFonts>>();

export function signingFonts(doc: PDFDocument): Promise<SigningFonts> {
  let fonts = embedded.get(doc);
  if (!fonts) {
    fonts = readFonts().then(async (bytes) => {
      doc.registerFontkit(fontkit);
      return {
        regular: await doc.embedFont(bytes.regular, { subset: true }),
        bold: await doc.embedFont(bytes.bold, { subset: true }),
        italic: await doc.embedFont(bytes.italic, { subset: true }),
      };
    });
    embedded.set(doc, fonts);
  }
  return fonts;
}
