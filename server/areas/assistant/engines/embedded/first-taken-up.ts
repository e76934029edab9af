import { calendarDate } from "../../../../../common/date-formatters.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { searchTerms } from "../../retrieval/passage.js";
import { agendaSource, retrieve } from "../../retrieval/sources.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { allOf, answers, passagesAnswer } from "./subject-match.js";

/** "Which meeting first took up the science block?", "when did the board first discuss…". */
export const asksFirstTakenUp =
  /\bfirst (took up|taken up|discussed|considered|raised|came up|looked at|heard|talked about|tabled)\b|\b(meeting|board|committee) first\b|\bwhen did (the \w+ |we |they )?first (discuss|consider|take up|look at|hear about|talk about)\b/;

/**
 * The earliest meeting held so far whose agenda items or minutes hold the subject, quoting what
 * they said of it: the passages are those the asker may read, found by full-text search.
 */
export async function firstTakenUp(
  db: Parameters<typeof retrieve>[0],
  question: string,
  analysis: QuestionAnalysis,
  organisations: readonly ReadableOrganisation[],
  book: CitationBook,
  today: string,
): Promise<string | null> {
  if (!asksFirstTakenUp.test(fold(question)) || analysis.subject.length === 0) return null;
  const subject = analysis.subject;
  const terms = searchTerms(subject.flatMap(variantsOf).join(" "));
  const found = (await retrieve(db, organisations, allOf(subject, terms), 50, [agendaSource]))
    .filter((p) => p.date !== null && p.date <= today && answers(p, subject))
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""));
  const first = found[0];
  if (!first?.date) return null;
  const quoted = passagesAnswer([first], subject, book).split("\n").slice(2).join("\n");
  return [`It first came up on ${calendarDate(first.date, "date")}:`, "", quoted].join("\n");
}
