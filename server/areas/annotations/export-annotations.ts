import { dateTimeInZone } from "../../../common/date-formatters.js";
import type { myAnnotations } from "./queries.js";

type Mine = Awaited<ReturnType<typeof myAnnotations>>;

/**
 * A cell as spreadsheets read it safely: quoted, and never starting with a character that
 * makes Excel or LibreOffice treat a note as a formula (CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A person's notes as CSV (UTF-8 with a byte-order mark, so Excel shows "Māori" right). */
export function annotationsCsv(notes: Mine, timeZone: string): string {
  const header = [
    "Where",
    "Page",
    "Kind",
    "Highlighted words",
    "Note",
    "Shared with the board",
    "Last changed",
  ];
  const rows = notes.map((n) => [
    n.where,
    String(n.page),
    n.kind === "note" ? "Note" : "Highlight",
    n.quote ?? "",
    n.note ?? "",
    n.shared ? "Yes" : "No",
    dateTimeInZone(n.updatedAt, timeZone),
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}
