import fc from "fast-check";
import {
  decodePDFRawStream,
  degrees,
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  corruptPdf,
  largePackInput,
  makeEncryptedPdf,
  makePdf,
  packInput,
  packItem,
  pdfPaper,
  pngBytes,
} from "./board-pack.fixture.js";
import { buildBoardPack, type PackInput, type PackProgress } from "./board-pack.js";
import { REASON_PASSWORD, REASON_UNREADABLE } from "./merge-papers.js";

async function sampleInput(): Promise<PackInput> {
  const heading = { ...packItem("1", "Governance"), isHeading: true, papers: [] };
  return packInput([
    heading,
    packItem("1.1", "Chief executive's report", [
      pdfPaper("ce-report.pdf", await makePdf(3, "CE")),
    ]),
    packItem("1.2", "Financial Report", [
      pdfPaper("finance.pdf", await makePdf(2, "Finance")),
      { name: "site-photo.png", mime: "image/png", bytes: pngBytes() },
      pdfPaper("broken.pdf", corruptPdf()),
    ]),
    packItem("1.3", "Risk register", [pdfPaper("locked.pdf", makeEncryptedPdf())]),
    packItem("2", "General business"),
  ]);
}

function outlineEntries(doc: PDFDocument): Array<{ title: string; page: PDFRef | undefined }> {
  const outlines = doc.catalog.lookup(PDFName.of("Outlines"), PDFDict);
  const entries: Array<{ title: string; page: PDFRef | undefined }> = [];
  let node = outlines.lookupMaybe(PDFName.of("First"), PDFDict);
  while (node) {
    const title = node.lookup(PDFName.of("Title"));
    const dest = node.lookup(PDFName.of("Dest"), PDFArray);
    const text =
      title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : "";
    const page = dest.get(0);
    entries.push({ title: text, page: page instanceof PDFRef ? page : undefined });
    node = node.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return entries;
}

/** All content-stream bytes of one page as text, with pdf-lib's Flate streams decoded. */
function pageContent(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents();
  const refs =
    contents instanceof PDFArray
      ? contents.asArray()
      : [doc.getPage(index).node.get(PDFName.of("Contents"))];
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
}

const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();

describe("buildBoardPack", () => {
  it("merges PDF papers behind a cover and agenda, with bookmarks and page numbers", async () => {
    const progress: PackProgress[] = [];
    const result = await buildBoardPack(await sampleInput(), (p) => progress.push(p));
    // updateMetadata: false, or loading would stamp pdf-lib's own producer over ours.
    const doc = await PDFDocument.load(result.pdf, { updateMetadata: false });

    expect(doc.getProducer()).toBe("Quorate");
    expect(doc.getCreator()).toBe("Quorate");
    expect(result.pageCount).toBe(doc.getPageCount());
    const agendaPages = doc.getPageCount() - 1 - 5; // cover + 3 + 2 merged pages
    expect(agendaPages).toBeGreaterThanOrEqual(1);

    const outline = outlineEntries(doc);
    expect(outline.map((e) => e.title)).toEqual([
      "Cover",
      "Agenda",
      "1.1 Chief executive's report",
      "1.2 Financial Report",
    ]);
    const pages = doc.getPages();
    const front = 1 + agendaPages;
    expect(outline[0]?.page).toBe(pages[0]?.ref);
    expect(outline[1]?.page).toBe(pages[1]?.ref);
    expect(outline[2]?.page).toBe(pages[front]?.ref);
    expect(outline[3]?.page).toBe(pages[front + 3]?.ref);
    expect(doc.catalog.get(PDFName.of("PageMode"))).toBe(PDFName.of("UseOutlines"));

    const total = doc.getPageCount();
    for (let i = 0; i < total; i += 1) {
      expect(pageContent(doc, i)).toContain(hex(`Page ${i + 1} of ${total}`));
    }
    // Merged pages keep their own content alongside the footer.
    expect(pageContent(doc, front)).toContain(hex("CE - page 1"));

    const agendaText = pageContent(doc, 1);
    expect(agendaText).toContain(hex("site-photo.png (in the meeting documents)"));
    expect(agendaText).toContain(hex(`(not included: ${REASON_PASSWORD})`));
    expect(agendaText).toContain(hex("Meeting closes"));
    expect(agendaText).toContain(hex(`page ${front + 1}`));

    expect(result.skipped).toEqual([
      { item: "1.2 Financial Report", name: "broken.pdf", reason: REASON_UNREADABLE },
      { item: "1.3 Risk register", name: "locked.pdf", reason: REASON_PASSWORD },
    ]);

    expect(progress.map((p) => p.step)).toEqual([
      "Merging paper 1 of 4",
      "Merging paper 2 of 4",
      "Merging paper 3 of 4",
      "Merging paper 4 of 4",
      "Writing the cover and agenda",
      "Numbering pages",
    ]);
    const last = progress[progress.length - 1];
    expect(last?.done).toBe(last?.total);
  });

  it("uses a crafted encrypted fixture that pdf-lib really refuses", async () => {
    const error = await PDFDocument.load(makeEncryptedPdf()).catch((e: unknown) => e);
    // pdf-lib's ES5 build loses the subclass, so the message is what identifies it.
    expect(error instanceof Error && error.message).toBe(new EncryptedPDFError().message);
  });

  it("flows a long agenda over several pages", async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      ...packItem(String(i + 1), `Item ${i + 1}`),
      description: "A longer description that wraps across the column. ".repeat(4),
    }));
    const result = await buildBoardPack(packInput(items));
    expect(result.pageCount).toBeGreaterThan(3);
  });

  it("stops between papers when aborted", async () => {
    const controller = new AbortController();
    const input = await sampleInput();
    const build = buildBoardPack(
      input,
      (p) => {
        if (p.step === "Merging paper 1 of 4") controller.abort();
      },
      controller.signal,
    );
    await expect(build).rejects.toMatchObject({ name: "AbortError" });
  });

  it("never throws on text Helvetica cannot encode", async () => {
    const paper = pdfPaper("pānui.pdf", await makePdf(1, "Panui"));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme" }), fc.string(), async (title, text) => {
        const item = {
          ...packItem("1", `Whakatau ${title} ā ē ī ō ū 🎉`),
          presenter: "Hēmi Tūhoe",
          description: `${text}\nMāori: kāinga`,
          papers: [paper],
        };
        const result = await buildBoardPack({
          ...packInput([item]),
          organisationName: "Ōtautahi ✓",
        });
        const doc = await PDFDocument.load(result.pdf);
        // Bookmarks are UTF-16, so they keep what the Helvetica agenda page had to simplify.
        expect(outlineEntries(doc)[2]?.title).toContain("ā ē ī ō ū 🎉");
      }),
      { numRuns: 15 },
    );
  });

  it("numbers rotated and offset paper pages too", async () => {
    const paper = await PDFDocument.create();
    paper.addPage([842, 595]).setRotation(degrees(90));
    paper.addPage([595, 842]).setRotation(degrees(-90));
    const offset = paper.addPage([700, 900]);
    offset.setCropBox(50, 50, 595, 842);
    paper.addPage().setRotation(degrees(180));
    const input = packInput([packItem("1", "Plans", [pdfPaper("plans.pdf", await paper.save())])]);
    const result = await buildBoardPack(input);
    const doc = await PDFDocument.load(result.pdf);
    const total = doc.getPageCount();
    expect(doc.getPage(total - 4).getRotation().angle).toBe(90);
    for (let i = total - 4; i < total; i += 1) {
      expect(pageContent(doc, i)).toContain(hex(`Page ${i + 1} of ${total}`));
    }
  });

  it("builds a 300-page pack from three 100-page papers", async () => {
    const result = await buildBoardPack(await largePackInput());
    expect(result.pageCount).toBeGreaterThanOrEqual(302);
    expect(result.skipped).toEqual([]);
  });
});
