import { type DateRange, dateRange } from "./question-dates.js";
import type { QuestionTopic } from "./question-topic.js";

/** Which meeting a meeting question wants, when it wants one. */
export type MeetingWhich = "next" | "last" | "previous" | "first" | "inRange";

export type MeetingChoice = {
  meeting: MeetingWhich | null;
  range: DateRange | null;
  /** "The meeting before the August one": the day (YYYY-MM-DD) the meeting asked for is before. */
  before: string | null;
};

/**
 * Which meeting, or which days, a question asks about: the next, the last, the one before, the
 * first, or those in a range of dates ("in March", "the next three months"). `q` is the folded
 * question and `question` as typed (its dates are read as typed).
 */
export function meetingChoice(
  q: string,
  question: string,
  asked: {
    topic: QuestionTopic | null;
    tense: "past" | "future" | null;
    counts: boolean;
    today: string;
    monthFirst?: boolean;
  },
): MeetingChoice {
  const has = (pattern: RegExp) => pattern.test(q);
  const { topic, tense, counts } = asked;
  let meeting: MeetingWhich | null = null;
  if (has(/\b(next|upcoming|coming|future|scheduled)\b/)) meeting = "next";
  else if (
    has(
      /\b(previous|before that|before last|one before|prior)\b|\bbefore the (last|latest|most recent)\b/,
    )
  )
    meeting = "previous";
  // "last year", "last month" name a period, not the last meeting.
  else if (
    has(
      /\b(last|latest|most recent|recently|just)\b(?!\s+(year|month|week|fortnight|quarter|term))/,
    )
  )
    meeting = "last";
  // "The foundation's first ever annual meeting": the earliest of them ("what was first on the
  // agenda" is not).
  else if (
    (topic === "meeting" || topic === "attendance" || topic === "agenda") &&
    has(
      /\b(first|earliest|very first|first ever)\b ([a-z'-]+ ){0,3}(meeting|meetings|agm|board|committee|annual|session|gathering)\b/,
    )
  )
    meeting = "first";
  let range = dateRange(question, asked.today, asked.monthFirst);
  // "The board meeting before the August one": the last meeting before that month began.
  let before: string | null = null;
  if (
    range &&
    meeting !== "next" &&
    has(
      /\bbefore (the|that|our) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b( [a-z]+)?( one| meeting)?\b/,
    )
  ) {
    before = range.from;
    range = null;
    meeting = "last";
  }
  // "What did we decide in January, and what happened after that?": from then until today.
  if (
    range &&
    range.to < asked.today &&
    has(
      /\bwhat (happened|was decided|did (we|they|the \w+) decide) (after|afterwards|since|later|then)\b/,
    )
  )
    range = { from: range.from, to: asked.today };
  // "Where do the trustees usually meet?": the next meeting's place says it ("where was the
  // special meeting held?" is one held already).
  if (!meeting && !range && topic === "meeting" && has(/\bwhere\b/) && tense !== "past")
    meeting = "next";
  if (!meeting && range && (topic === "meeting" || topic === "attendance" || topic === "agenda"))
    meeting = "inRange";
  // "What meetings have I got coming up?": the next three months' meetings, not the next alone.
  if (
    meeting === "next" &&
    topic === "meeting" &&
    !range &&
    !counts &&
    has(/\bmeetings\b/) &&
    !has(/\bnext (\w+ )?meeting\b/)
  ) {
    meeting = "inRange";
    const end = new Date(`${asked.today}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 91);
    range = { from: asked.today, to: end.toISOString().slice(0, 10) };
  }
  return { meeting, range, before };
}

/** "The last two", "the last few": how many of the last meetings. */
const lastNumbers: Record<string, number> = {
  two: 2,
  "2": 2,
  "couple of": 2,
  three: 3,
  "3": 3,
  few: 3,
  four: 4,
  "4": 4,
  five: 5,
  "5": 5,
};

/** "The last two AGMs": how many of the last meetings, when more than one is asked for. */
export function lastCountOf(q: string, meeting: MeetingWhich | null): number | null {
  if (meeting !== "last") return null;
  const said =
    /\b(?:last|latest|most recent|previous) (two|three|four|five|2|3|4|5|couple of|few) (?:[a-z']+ ){0,3}?(?:meetings|agms|egms|mtgs|sessions)\b/.exec(
      q,
    )?.[1] ?? "";
  return lastNumbers[said] ?? null;
}
