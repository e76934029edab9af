import { calendarDate } from "../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../db/client.js";
import { type Passage, searchTerms } from "../retrieval/passage.js";
import { retrieve } from "../retrieval/sources.js";
import { actionsAnswer } from "./embedded/actions-answer.js";
import { decisionQuestion, decisionsAnswer } from "./embedded/decisions-answer.js";
import { interestsAnswer, isInterestQuestion } from "./embedded/interests-answer.js";
import { nextMeetingAnswer } from "./embedded/next-meeting.js";
import { type AnswerEngine, type AnswerInput, CitationBook, streamAnswer } from "./engine.js";

const nothingFound =
  "I couldn't find anything about that in the records you can see. Try other words, or ask about meetings, agendas, minutes, decisions, actions or declared interests.";

function passagesAnswer(passages: readonly Passage[], book: CitationBook): string {
  const lines = passages.map((p) => {
    const marker = book.cite(p.cite);
    const when = p.date ? ` (${calendarDate(p.date)})` : "";
    return `- **${p.title}**${when}: ${p.text} ${marker}`;
  });
  return ["Here is what I found in your records:", "", ...lines].join("\n");
}

/**
 * The default engine: no network, no model. It answers the common governance questions from
 * the structured records (next meeting and agenda, actions, decisions, votes, interests) and
 * anything else from the best full-text passages, always citing where it read them.
 */
export function embeddedEngine(db: DbOrTx): AnswerEngine {
  return {
    name: "embedded",
    usesHistory: false,
    async *answer(input: AnswerInput) {
      const { question, scope, signal } = input;
      const book = new CitationBook();
      const terms = searchTerms(question);
      let text: string | null = null;
      if (scope.organisations.length === 0) {
        text =
          "You don't have access to any board's meetings or minutes at the moment, so there is nothing I can look up for you.";
      } else if (/\b(next|upcoming|coming)\b.*\bmeeting|\bwhen\b.*\bmeet/i.test(question)) {
        text = await nextMeetingAnswer(db, scope, book);
      } else if (/\baction(s)?\b|\bto.?do\b|\boverdue\b/i.test(question)) {
        text = await actionsAnswer(db, question, scope, book);
      } else if (isInterestQuestion(question)) {
        text = await interestsAnswer(db, terms, scope);
      } else {
        const kind = decisionQuestion(question);
        if (kind) text = await decisionsAnswer(db, kind, terms, scope, book);
      }
      if (text === null) {
        const passages = await retrieve(db, scope.organisations, terms, 5);
        text = passages.length ? passagesAnswer(passages, book) : nothingFound;
      }
      if (signal.aborted) return;
      yield* streamAnswer(text, book.annotations(), signal);
    },
  };
}
