import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { wordFile } from "../test/zip-file.js";
import { libreOfficeConverter } from "./office-to-pdf.js";

/**
 * Debian's LibreOffice itself (`npm run test:office`; `.ci/run` installs it): a Word file
 * becomes a PDF holding its words, two at once each in a profile of its own.
 */
describe("LibreOffice", () => {
  const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  const converter = libreOfficeConverter({ timeoutMs: 90_000 });

  it("is installed where the tests run", async () => {
    expect(await converter.available()).toBe(true);
  });

  it("turns Word files into PDFs that hold their words, one after another", async () => {
    const [charter, policy] = await Promise.all([
      converter.toPdf(wordFile("Board charter\nThe board meets six times a year."), docx),
      converter.toPdf(wordFile("Te reo Māori policy"), docx),
    ]);
    const text = async (pdf: Buffer) =>
      (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    expect(await text(charter)).toContain("The board meets six times a year.");
    expect(await text(policy)).toContain("Māori");
  }, 120_000);
});
