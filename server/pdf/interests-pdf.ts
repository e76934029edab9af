import { buildListPdf, type ListPdfWriter } from "./list-pdf.js";

export type InterestsPdfEntry = { entity: string; nature: string; dates: string };
export type InterestsPdfSection = {
  heading: string;
  /** Said when the section has nobody in it, so an empty register reads as such. */
  empty: string;
  people: Array<{ name: string; entries: InterestsPdfEntry[] }>;
};
export type InterestsPdfInput = {
  organisationName: string;
  title: string;
  /** "All people" or the one person the file is for. */
  scope: string;
  asAt: string;
  sections: InterestsPdfSection[];
};

const BODY = 10;

function writeSections(sections: InterestsPdfSection[], pdf: ListPdfWriter): void {
  const entryX = pdf.left + 16;
  for (const section of sections) {
    pdf.keepTogether(pdf.lineHeight(14) + pdf.lineHeight(12) + 3 * pdf.lineHeight(BODY));
    pdf.field(section.heading, pdf.left, 14, { bold: true });
    pdf.gap(6);
    if (section.people.length === 0) pdf.field(section.empty, pdf.left, BODY, { muted: true });
    for (const person of section.people) {
      // A name is never left at the foot of a page without its first entry.
      pdf.keepTogether(pdf.lineHeight(12) + 3 * pdf.lineHeight(BODY));
      pdf.field(person.name, pdf.left, 12, { bold: true });
      pdf.gap(2);
      for (const entry of person.entries) {
        pdf.keepTogether(3 * pdf.lineHeight(BODY));
        pdf.field(entry.entity, entryX, BODY, { bold: true });
        pdf.paragraphs(entry.nature, entryX, BODY);
        pdf.field(entry.dates, entryX, 9, { muted: true });
        pdf.gap(6);
      }
      pdf.gap(6);
    }
    pdf.gap(10);
  }
}

/** The register as an A4 PDF: heading, then current and past interests by person, "Page N of M". */
export function buildInterestsPdf(
  input: InterestsPdfInput,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const { sections, ...heading } = input;
  return buildListPdf({ ...heading, scopeSize: 13, subject: input.scope }, (pdf) =>
    writeSections(sections, pdf),
  );
}
