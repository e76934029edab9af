import type { PDFFont } from "pdf-lib";
import type { PackInput, PackItem, PackPaper, PaperOutcome } from "./board-pack-types.js";
import { formatDuration, toWinAnsi, wrapText } from "./pack-text.js";

export type PackFonts = { regular: PDFFont; bold: PDFFont; supported: ReadonlySet<number> };

/**
 * One piece of text on an agenda page. Layout is computed before drawing so the
 * agenda's page count is known when paper page numbers are printed; a run with
 * `paperPageOffset` gets its text ("page 12") only at draw time.
 */
export type TextRun = {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  muted: boolean;
  align: "left" | "right";
  paperPageOffset?: number;
};

export const PAGE_WIDTH = 595.28; // A4 in points
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 56;
const TOP = PAGE_HEIGHT - 64;
const BOTTOM = 64; // leaves room for the "Page N of M" footer
const RIGHT = PAGE_WIDTH - MARGIN_X;
const TEXT_X = MARGIN_X + 40; // after the item number column
const TIME_COLUMN = 64;
const PAGE_COLUMN = 56;
const TEXT_WIDTH = RIGHT - TIME_COLUMN - TEXT_X;

export const lineHeight = (size: number) => size * 1.4;

export type RunSpec = Pick<TextRun, "text" | "x"> & Partial<Omit<TextRun, "y" | "size">>;

export class Flow {
  readonly pages: TextRun[][] = [];
  private y = TOP;

  constructor(private readonly continuation: string) {
    this.newPage();
  }

  newPage(): void {
    this.pages.push([]);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.line(9, [{ text: this.continuation, x: MARGIN_X, muted: true }]);
      this.gap(8);
    }
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM && this.y < TOP) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Places runs of one size on the next baseline. */
  line(size: number, runs: RunSpec[]): void {
    const height = lineHeight(size);
    this.ensure(height);
    const y = this.y - height * 0.75;
    const page = this.pages[this.pages.length - 1];
    for (const run of runs)
      page?.push({ bold: false, muted: false, align: "left", ...run, size, y });
    this.y -= height;
  }
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

function paperNote(outcome: PaperOutcome): string {
  if (outcome.kind === "elsewhere") return " (in the meeting documents)";
  if (outcome.kind === "skipped") return ` (not included: ${outcome.reason})`;
  return "";
}

function layoutPapers(flow: Flow, papers: PackPaper[], outcomes: PaperOutcome[], fonts: PackFonts) {
  papers.forEach((paper, index) => {
    const outcome = outcomes[index];
    if (!outcome) return;
    const text = toWinAnsi(`• ${oneLine(paper.name)}${paperNote(outcome)}`, fonts.supported);
    const lines = wrapText(text, fonts.regular, 10, TEXT_WIDTH - PAGE_COLUMN);
    lines.forEach((line, n) => {
      const indent = n === 0 ? 0 : 8; // continuation lines sit under the file name, not the bullet
      const runs: RunSpec[] = [{ text: line, x: TEXT_X + indent }];
      if (n === 0 && outcome.kind === "merged") {
        const offset = outcome.firstPageOffset;
        runs.push({ text: "", x: RIGHT, align: "right", muted: true, paperPageOffset: offset });
      }
      flow.line(10, runs);
    });
  });
}

function layoutItem(flow: Flow, item: PackItem, outcomes: PaperOutcome[], fonts: PackFonts) {
  const size = item.isHeading ? 12.5 : 11;
  const font = item.isHeading ? fonts.bold : fonts.regular;
  const clean = (text: string) => toWinAnsi(oneLine(text), fonts.supported);
  const titleLines = wrapText(clean(item.title), font, size, TEXT_WIDTH);
  const presenter = item.presenter ? `Presenter: ${clean(item.presenter)}` : "";
  const meta = [presenter, formatDuration(item.durationMinutes)].filter((s) => s !== "");
  const description = toWinAnsi(item.description, fonts.supported).trim();

  if (item.isHeading) flow.gap(6);
  // Keep the title, its details line and the first line of body text on one page.
  const headerHeight = titleLines.length * lineHeight(size) + lineHeight(9) + lineHeight(10);
  flow.ensure(headerHeight);
  titleLines.forEach((line, n) => {
    const runs: RunSpec[] = [{ text: line, x: TEXT_X, bold: item.isHeading }];
    if (n === 0) {
      runs.push({ text: clean(item.number), x: MARGIN_X, bold: item.isHeading });
      runs.push({ text: clean(item.startsAt), x: RIGHT, align: "right" });
    }
    flow.line(size, runs);
  });
  if (meta.length > 0) {
    flow.line(9, [{ text: meta.join("  ·  "), x: TEXT_X, muted: true }]);
  }
  if (description !== "") {
    flow.gap(2);
    for (const line of wrapText(description, fonts.regular, 10, TEXT_WIDTH)) {
      flow.line(10, [{ text: line, x: TEXT_X }]);
    }
  }
  if (item.papers.length > 0) {
    flow.gap(2);
    layoutPapers(flow, item.papers, outcomes, fonts);
  }
  flow.gap(10);
}

/** Lays out the agenda pages: heading block, every item, then the close time. */
export function layoutAgenda(
  input: PackInput,
  outcomes: PaperOutcome[][],
  fonts: PackFonts,
): TextRun[][] {
  const clean = (text: string) => toWinAnsi(oneLine(text), fonts.supported);
  const flow = new Flow(clean(`${input.agendaTitle} (continued)`));
  flow.line(20, [{ text: clean(input.agendaTitle), x: MARGIN_X, bold: true }]);
  for (const line of wrapText(clean(input.meetingTitle), fonts.regular, 12, RIGHT - MARGIN_X)) {
    flow.line(12, [{ text: line, x: MARGIN_X }]);
  }
  const where = input.location ? [input.location] : [];
  for (const detail of [input.when, ...where, input.timesNote]) {
    for (const line of wrapText(clean(detail), fonts.regular, 10, RIGHT - MARGIN_X)) {
      flow.line(10, [{ text: line, x: MARGIN_X, muted: true }]);
    }
  }
  flow.gap(18);
  input.items.forEach((item, index) => {
    layoutItem(flow, item, outcomes[index] ?? [], fonts);
  });
  flow.gap(4);
  flow.line(11, [
    { text: "Meeting closes", x: TEXT_X, bold: true },
    { text: clean(input.closeTime), x: RIGHT, align: "right" },
  ]);
  return flow.pages;
}
