/** A paper to merge; `id` lets the pack say where its pages went (pageMap). */
export type PackPaper = {
  id?: string;
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** Why a paper that belongs in the pack is not in it (an Office file not converted). */
  notIncluded?: string;
};

export type PackItem = {
  number: string;
  title: string;
  isHeading: boolean;
  presenter: string | null;
  /** Already formatted for the organisation's time zone, e.g. "6:30 pm". */
  startsAt: string;
  durationMinutes: number;
  /** Plain text; newlines separate paragraphs. */
  description: string;
  papers: PackPaper[];
};

export type PackInput = {
  organisationName: string;
  meetingTitle: string;
  /** Already formatted, e.g. "Thursday 3 December 2026, 6:30 pm NZDT". */
  when: string;
  location: string | null;
  agendaTitle: "Draft Agenda" | "Agenda";
  items: PackItem[];
  /** Which clock the item times are on, e.g. "Times are NZDT (Pacific/Auckland)." */
  timesNote: string;
  /** Already formatted with its zone, e.g. "8:30 pm NZDT". */
  closeTime: string;
  /** When the pack was built, e.g. "Prepared 25 Nov 2026, 4:22 pm NZDT". */
  prepared: string;
};

/** Reported as each step finishes; the last report is "Numbering pages" with done === total. */
export type PackProgress = { step: string; done: number; total: number };

export type PackSkipped = { item: string; name: string; reason: string };

/** Where a paper's pages are in the pack: its first page (1-based) and how many. */
export type PackPaperPages = { paperId: string; firstPage: number; pageCount: number };

export type PackResult = {
  pdf: Uint8Array;
  pageCount: number;
  skipped: PackSkipped[];
  pageMap: PackPaperPages[];
};

/**
 * What happened to one paper, in input order (items × papers). Merged papers
 * record where their pages start among the merged pages, so the agenda can
 * print page numbers and the outline can point at them.
 */
export type PaperOutcome =
  | { kind: "merged"; firstPageOffset: number; pageCount: number }
  | { kind: "elsewhere" }
  | { kind: "skipped"; reason: string };

export function itemLabel(item: Pick<PackItem, "number" | "title">): string {
  return `${item.number} ${item.title}`.trim();
}
