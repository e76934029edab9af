import { buildListPdf, type ListPdfWriter } from "./list-pdf.js";

export type DecisionsPdfEntry = {
  title: string;
  /** "3 Dec 2026 · Approved · Carried 5–1". */
  summary: string;
  /** "Moved: Ana Smith · Seconded: Ben Lee", or empty. */
  people: string;
  text: string;
  /** "Source: Board meeting, March 2026 – Item: Budget". */
  source: string;
  /** "Amended on 4 May 2026 by Ana Smith: … (Reason: …)". */
  amendments: string[];
};

export type DecisionsPdfInput = {
  organisationName: string;
  title: string;
  /** The filters in words ("Search: budget · Approved"), or "All decisions". */
  scope: string;
  asAt: string;
  /** Said when there are more decisions than the file holds, or none at all. */
  note: string | null;
  decisions: DecisionsPdfEntry[];
};

const BODY = 10;

function writeDecisions(decisions: DecisionsPdfEntry[], pdf: ListPdfWriter): void {
  const entryX = pdf.left + 12;
  for (const d of decisions) {
    // A title is never left at the foot of a page without its summary and first lines.
    pdf.keepTogether(pdf.lineHeight(12) + 3 * pdf.lineHeight(BODY));
    pdf.field(d.title, pdf.left, 12, { bold: true });
    pdf.field(d.summary, entryX, BODY, { muted: true });
    if (d.people) pdf.field(d.people, entryX, BODY);
    if (d.text) {
      pdf.gap(3);
      pdf.paragraphs(d.text, entryX, BODY);
    }
    pdf.gap(3);
    pdf.field(d.source, entryX, 9, { muted: true });
    for (const amendment of d.amendments) {
      pdf.gap(3);
      pdf.field(amendment, entryX, 9, { bold: true });
    }
    pdf.gap(14);
  }
}

/** The listed decisions as an A4 PDF: heading and filters, then each decision, "Page N of M". */
export function buildDecisionsPdf(
  input: DecisionsPdfInput,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const { decisions, ...heading } = input;
  return buildListPdf({ ...heading, scopeSize: 12, subject: input.organisationName }, (pdf) =>
    writeDecisions(decisions, pdf),
  );
}
