import mammoth from "mammoth";
import { getDocumentProxy, extractText as pdfText } from "unpdf";
import { zipEntries } from "../uploads/office-zip.js";

/** A document's text, page by page where the format has pages (PDF pages, slides). */
export type ExtractedText = {
  pages: Array<{ page: number | null; text: string }>;
  pageCount: number | null;
};

const none: ExtractedText = { pages: [], pageCount: null };

/** The text of XML elements such as <w:t>, <a:t> or <t>, entities decoded. */
function xmlTexts(xml: string, element: string): string[] {
  const pattern = new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`, "g");
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, "&");
  return [...xml.matchAll(pattern)].map((m) => decode(m[1] ?? ""));
}

const slideNumber = (name: string) => Number(name.match(/slide(\d+)\.xml$/)?.[1] ?? 0);

/**
 * Text from what uploads accept: PDF (unpdf, a page at a time), Word (mammoth), PowerPoint
 * (each slide's text runs) and Excel (its shared strings: the words in the cells), plain text
 * and markdown. Pictures and the old Office formats have none here (they are converted first,
 * where LibreOffice is installed).
 */
export async function extractText(bytes: Buffer, mime: string): Promise<ExtractedText> {
  switch (mime) {
    case "application/pdf": {
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { totalPages, text } = await pdfText(pdf, { mergePages: false });
      await pdf.destroy();
      return { pages: text.map((t, i) => ({ page: i + 1, text: t })), pageCount: totalPages };
    }
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
      const { value } = await mammoth.extractRawText({ buffer: bytes });
      return { pages: [{ page: null, text: value }], pageCount: null };
    }
    case "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
      const slides = [...zipEntries(bytes, (n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))].sort(
        ([a], [b]) => slideNumber(a) - slideNumber(b),
      );
      return {
        pages: slides.map(([name, xml]) => ({
          page: slideNumber(name),
          text: xmlTexts(xml.toString("utf8"), "a:t").join(" "),
        })),
        pageCount: slides.length,
      };
    }
    case "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
      const strings = zipEntries(bytes, (n) => n === "xl/sharedStrings.xml").get(
        "xl/sharedStrings.xml",
      );
      const text = strings ? xmlTexts(strings.toString("utf8"), "t").join("\n") : "";
      return { pages: [{ page: null, text }], pageCount: null };
    }
    case "text/plain":
    case "text/markdown":
    case "text/csv":
      return { pages: [{ page: null, text: bytes.toString("utf8") }], pageCount: null };
    default:
      return none;
  }
}
