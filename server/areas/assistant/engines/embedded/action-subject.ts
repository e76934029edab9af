import type { QuestionAnalysis } from "../../understanding/question-analysis.js";
import { asTyped } from "./acronyms.js";
import { textAnswers } from "./subject-match.js";

/** "Were any actions cancelled?": the status asked is not what the actions are about. */
export function actionSubject(analysis: QuestionAnalysis): string[] {
  return analysis.subject.filter(
    (w) =>
      // "What am I supposed to be doing for the managers?": for whom, not what about.
      !/^(cancell?ed|completed|done|finished|dropped|abandoned|withdrawn|open|started|begun|haven't|hasn't|progress|underway|hold|paused|down|managers|directors|trustees|governors)$/.test(
        w,
      ),
  );
}

/** Whether an action's description holds the subject, as typed or written out. */
export function aboutSubject(analysis: QuestionAnalysis, about: readonly string[]) {
  return (text: string) =>
    textAnswers(text, about) || asTyped(analysis, (s) => textAnswers(text, s));
}
