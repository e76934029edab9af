import { rewriteCitations, type TextAnnotation } from "../../common/assistant/citations.js";
import type { CiteRef, EvalQuestion } from "./board-history.js";

export type Answer = { text: string; annotations: TextAnnotation[] };
export type Verdict = { correct: boolean; why: string[] };

/** What a citation names: ids of the history's meetings and document versions, by key. */
export type CitationIds = { meeting(key: string): string; document(key: string): string };

const notFoundWords =
  /couldn't find|could not find|can't find|cannot find|no record|nothing (about|in)/i;

function cites(answer: Answer, ref: CiteRef, ids: CitationIds): boolean {
  return "meeting" in ref
    ? answer.annotations.some((a) => a.meetingId === ids.meeting(ref.meeting))
    : answer.annotations.some((a) => a.documentVersionId === ids.document(ref.document));
}

/**
 * Scores one answer as its question's checks say: every must-contain entry by one of its
 * alternatives (in the answer as shown, citations as their names), every must-cite cited, no
 * must-not-cite cited, and a not-found answer saying so with no citation at all.
 */
export function scoreAnswer(question: EvalQuestion, answer: Answer, ids: CitationIds): Verdict {
  const shown = rewriteCitations(answer.text, answer.annotations, "").toLowerCase();
  const why: string[] = [];
  if (question.notFound) {
    if (!notFoundWords.test(shown)) why.push("does not say it could not find it");
    if (answer.annotations.length > 0) why.push(`cites ${answer.annotations.length} record(s)`);
  }
  for (const alternatives of question.mustContain ?? [])
    if (!alternatives.some((a) => shown.includes(a.toLowerCase())))
      why.push(`lacks ${alternatives.map((a) => `"${a}"`).join(" or ")}`);
  for (const ref of question.mustCite ?? [])
    if (!cites(answer, ref, ids)) why.push(`does not cite ${JSON.stringify(ref)}`);
  for (const ref of question.mustNotCite ?? [])
    if (cites(answer, ref, ids)) why.push(`cites ${JSON.stringify(ref)}`);
  return { correct: why.length === 0, why };
}
