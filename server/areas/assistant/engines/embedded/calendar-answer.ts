import type { DbOrTx } from "../../../../db/client.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import type { AnswerScope, CitationBook } from "../engine.js";
import { meetingsAnswer } from "./meetings-answer.js";
import { narrowed } from "./question-scope.js";

/**
 * "When is the next meeting?" asked by someone who sees some calendars' dates only (an
 * Executive): those meetings' dates and places, never their agendas, and never cited.
 */
export async function calendarAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  scope: AnswerScope,
  calendarIds: ReadonlySet<string>,
  book: CitationBook,
  question: string,
): Promise<string | null> {
  // "When was the last committee meeting I attended?": the meetings they were present at.
  const ownAttendance = analysis.topic === "attendance" && analysis.mine;
  // The minutes or papers of a meeting whose date alone they see are not theirs to read.
  if (
    calendarIds.size === 0 ||
    (analysis.topic !== "meeting" && !ownAttendance) ||
    !analysis.meeting ||
    /\b(minutes|agenda|papers?)\b/.test(fold(question)) ||
    // "What dividend rate did the board recommend at the January meeting?" asks what was
    // said there, which a calendar does not hold; "what time…", "which meetings…" ask of it.
    (/^(what|which|who|whom|how much)\b/.test(fold(question)) &&
      analysis.subject.length > 0 &&
      !/\b(what|which) (time|day|date|dates)\b/.test(fold(question)))
  )
    return null;
  // Someone who reads some boards in full is answered from those (with the next agenda) unless
  // they name a calendar they see the dates of only.
  const namesCalendar = analysis.organisations.some((id) => calendarIds.has(id));
  if (scope.organisations.length > 0 && !namesCalendar) return null;
  const both = narrowed(
    { ...scope, organisations: [...scope.organisations, ...(scope.calendars ?? [])] },
    analysis,
  );
  const ids = both.organisations.map((o) => o.id);
  if (!ids.some((id) => calendarIds.has(id))) return null;
  return meetingsAnswer(
    db,
    { ...analysis, topic: "meeting" },
    ids,
    book,
    scope.now ?? new Date(),
    calendarIds,
    ownAttendance ? scope.personId : undefined,
  );
}
