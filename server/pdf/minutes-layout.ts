import {
  Flow,
  lineHeight,
  MARGIN_X,
  PAGE_WIDTH,
  type PackFonts,
  type RunSpec,
  type TextRun,
} from "./agenda-layout.js";
import type { MinutesAction, MinutesDecision, MinutesInput, MinutesItem } from "./minutes-types.js";
import { toWinAnsi, wrapText } from "./pack-text.js";

const RIGHT = PAGE_WIDTH - MARGIN_X;
const FULL_WIDTH = RIGHT - MARGIN_X;
// Same number column as the agenda, so minutes and agenda read alike side by side.
const TEXT_X = MARGIN_X + 40;
const TEXT_WIDTH = RIGHT - TEXT_X;
const ATTENDANCE_LABEL = 84; // fits "In attendance" in bold at 10 pt with room to spare
const BODY = 10;
const SMALL = 9.5;
const COLUMN_GAP = 14;

type Style = Pick<RunSpec, "bold" | "muted">;

/** For one-line fields: a stray newline in a name or title must not break the layout. */
function cleanLine(text: string, fonts: PackFonts): string {
  return toWinAnsi(text.replace(/\s*\n\s*/g, " "), fonts.supported).trim();
}

/** Paragraphs split on blank lines; single newlines inside a paragraph stay line breaks. */
function splitParagraphs(text: string, fonts: PackFonts): string[] {
  return toWinAnsi(text, fonts.supported)
    .split(/\n[ \t]*\n\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

class MinutesFlow {
  readonly flow: Flow;

  constructor(
    continuation: string,
    readonly fonts: PackFonts,
  ) {
    this.flow = new Flow(continuation);
  }

  clean(text: string): string {
    return cleanLine(text, this.fonts);
  }

  /** Wrapped, already-encodable text; every line starts at x. */
  block(text: string, x: number, size: number, style: Style = {}): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(text, font, size, RIGHT - x)) {
      this.flow.line(size, [{ text: line, x, ...style }]);
    }
  }

  /**
   * Short parts side by side on one line with a clear gap (wrapText would collapse
   * spaces used for that); when they do not fit, each part gets its own lines.
   */
  columns(parts: string[], x: number, size: number, style: Style = {}): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const widths = parts.map((part) => font.widthOfTextAtSize(part, size));
    const total = widths.reduce((sum, w) => sum + w, 0) + COLUMN_GAP * (parts.length - 1);
    if (total > RIGHT - x) {
      for (const part of parts) this.block(part, x, size, style);
      return;
    }
    let at = x;
    const runs: RunSpec[] = parts.map((text, i) => {
      const run = { text, x: at, ...style };
      at += (widths[i] ?? 0) + COLUMN_GAP;
      return run;
    });
    if (runs.length > 0) this.flow.line(size, runs);
  }

  /** Paragraphs of typed text with a small gap between them rather than a full blank line. */
  paragraphs(text: string, x: number): void {
    splitParagraphs(text, this.fonts).forEach((paragraph, index) => {
      if (index > 0) this.flow.gap(5);
      this.block(paragraph, x, BODY);
    });
  }

  /**
   * A bold label followed by text that wraps with a hanging indent, so the label
   * stays visible at the left edge of the block. `labelWidth` aligns a column of labels.
   */
  labelled(label: string, text: string, x: number, labelWidth?: number): void {
    const width = labelWidth ?? this.fonts.bold.widthOfTextAtSize(`${label} `, BODY);
    const lines = wrapText(this.clean(text), this.fonts.regular, BODY, RIGHT - x - width);
    lines.forEach((line, n) => {
      const runs: RunSpec[] = [{ text: line, x: x + width }];
      if (n === 0) runs.push({ text: label, x, bold: true });
      this.flow.line(BODY, runs);
    });
  }
}

function layoutHeading(m: MinutesFlow, input: MinutesInput): void {
  m.block(m.clean(input.organisationName), MARGIN_X, 11, { bold: true, muted: true });
  m.flow.gap(4);
  m.block(m.clean(input.title), MARGIN_X, 20, { bold: true });
  m.block(m.clean(input.meetingTitle), MARGIN_X, 13);
  m.flow.gap(2);
  for (const detail of [input.when, input.location ?? ""]) {
    if (detail.trim() !== "") m.block(m.clean(detail), MARGIN_X, BODY, { muted: true });
  }
  m.flow.gap(16);
}

function layoutAttendance(m: MinutesFlow, input: MinutesInput): void {
  const { present, apologies, absent, guests } = input.attendance;
  const rows: Array<[string, string[]]> = [
    ["Present", present],
    ["Apologies", apologies],
    ["Absent", absent],
    ["In attendance", guests],
  ];
  for (const [label, names] of rows) {
    if (names.length === 0) continue;
    m.labelled(label, names.join(", "), MARGIN_X, ATTENDANCE_LABEL);
    m.flow.gap(3);
  }
  m.flow.gap(3);
  m.block(m.clean(input.quorum), MARGIN_X, BODY);
  m.flow.gap(18);
}

function layoutDecision(m: MinutesFlow, decision: MinutesDecision): void {
  const header = [`Decision: ${decision.title}`, decision.outcome]
    .map((part) => m.clean(part))
    .filter((part) => part !== "")
    .join(" — ");
  const moved = [
    decision.mover?.trim() ? `Moved: ${decision.mover}` : "",
    decision.seconder?.trim() ? `Seconded: ${decision.seconder}` : "",
  ]
    .map((part) => m.clean(part))
    .filter((part) => part !== "");
  const headerLines = wrapText(header, m.fonts.bold, BODY, TEXT_WIDTH);

  m.flow.gap(6);
  // A decision's heading must not be stranded at the foot of a page without its detail.
  m.flow.ensure(headerLines.length * lineHeight(BODY) + lineHeight(SMALL) + lineHeight(BODY));
  for (const line of headerLines) m.flow.line(BODY, [{ text: line, x: TEXT_X, bold: true }]);
  m.columns(moved, TEXT_X, SMALL, { muted: true });
  if (decision.text.trim() !== "") {
    m.flow.gap(2);
    m.paragraphs(decision.text, TEXT_X);
  }
  // The tally arrives in lower case ("carried 5–1"), so it gets a label to read as a line of its own.
  if (decision.tally) m.labelled("Vote:", decision.tally, TEXT_X);
}

function actionText(action: MinutesAction): string {
  const due = action.due ? `due ${action.due}` : "";
  return [action.description, action.owners, due]
    .map((part) => part.replace(/\s*\n\s*/g, " ").trim())
    .filter((part) => part !== "")
    .join(" — ");
}

function layoutItem(m: MinutesFlow, item: MinutesItem): void {
  // Headings group the items under them; ordinary titles are bold too so they stand out from the prose.
  const size = item.isHeading ? 13 : 11;
  const titleLines = wrapText(m.clean(item.title), m.fonts.bold, size, TEXT_WIDTH);

  if (item.isHeading) m.flow.gap(6);
  // Keep the title and the first line of what follows on one page.
  m.flow.ensure(titleLines.length * lineHeight(size) + lineHeight(BODY) + 4);
  titleLines.forEach((line, n) => {
    const runs: RunSpec[] = [{ text: line, x: TEXT_X, bold: true }];
    if (n === 0) runs.push({ text: m.clean(item.number), x: MARGIN_X, bold: true });
    m.flow.line(size, runs);
  });
  m.flow.gap(4);
  m.paragraphs(item.minutes, TEXT_X);
  if (item.conflicts.length > 0) {
    m.flow.gap(6);
    // Entries carry their own commas ("Name (reason, detail)"), so they are set apart by semicolons.
    m.labelled("Conflicts declared:", item.conflicts.join("; "), TEXT_X);
  }
  for (const decision of item.decisions) layoutDecision(m, decision);
  if (item.actions.length > 0) m.flow.gap(6);
  for (const action of item.actions) {
    m.labelled("Action:", actionText(action), TEXT_X);
    m.flow.gap(2);
  }
  m.flow.gap(12);
}

function continuationLabel(input: MinutesInput, fonts: PackFonts): string {
  // Name the meeting on later pages so a loose page can be placed, unless that would overflow.
  const full = cleanLine(`${input.title} – ${input.meetingTitle} (continued)`, fonts);
  const fits = fonts.regular.widthOfTextAtSize(full, 9) <= FULL_WIDTH;
  return fits ? full : cleanLine(`${input.title} (continued)`, fonts);
}

/** Lays out the minutes pages: heading block, attendance and quorum, every item, then the close. */
export function layoutMinutes(input: MinutesInput, fonts: PackFonts): TextRun[][] {
  const m = new MinutesFlow(continuationLabel(input, fonts), fonts);
  layoutHeading(m, input);
  layoutAttendance(m, input);
  for (const item of input.items) layoutItem(m, item);
  m.flow.gap(4);
  m.block(m.clean(`Meeting closed at ${input.closeTime}`), TEXT_X, BODY + 0.5, { bold: true });
  if (input.confirmation && input.confirmation.trim() !== "") {
    m.flow.gap(10);
    m.paragraphs(input.confirmation, TEXT_X);
  }
  return m.flow.pages;
}
