import type { DecisionView } from "../../../common/contracts/decisions.js";

const header = [
  "Date",
  "Title",
  "Outcome",
  "Moved",
  "Seconded",
  "Tally",
  "Resolution",
  "Meeting",
  "Item",
  "Source",
  "Amendments",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, with quotes
 * doubled. Text a spreadsheet would run as a formula (=, +, -, @) starts with an apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRows(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n");
}

/** Amendments in one cell, one a line: "2026-05-04T… Ana Smith: correction (Reason: …)". */
function amendmentsText(d: DecisionView): string {
  return d.Amendments.map(
    (a) => `${a.At.slice(0, 10)}${a.By ? ` ${a.By}` : ""}: ${a.Correction} (Reason: ${a.Reason})`,
  ).join("\n");
}

/** The listed decisions as CSV, one row each, with the outcome and tally in words. */
export function decisionsCsv(
  decisions: readonly DecisionView[],
  describe: { outcome: (d: DecisionView) => string; tally: (d: DecisionView) => string | null },
): string {
  return `${csvRows([
    header,
    ...decisions.map((d) => [
      d.DecidedOn,
      d.Title,
      describe.outcome(d),
      d.Mover,
      d.Seconder,
      describe.tally(d),
      d.Text,
      d.MeetingTitle,
      d.AgendaItemTitle,
      d.Source,
      amendmentsText(d),
    ]),
  ])}\r\n`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(
  fileName: string,
  text: string,
  type = "text/csv;charset=utf-8",
): void {
  // The byte-order mark makes Excel read the file as UTF-8 (macrons, en dashes).
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
