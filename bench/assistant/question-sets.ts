/**
 * Every question set of the assistant's evaluation, by the name `--assistant-set` and
 * `ask-questions.ts --history` take: its board history, its questions and how reports name it.
 */
import { type BoardHistory, boardHistory, type EvalQuestion } from "./board-history.js";
import { eighthHistory } from "./eighth-history.js";
import { eighthQuestions } from "./eighth-questions.js";
import { eleventhHistory } from "./eleventh-history.js";
import { eleventhQuestions } from "./eleventh-questions.js";
import { evalQuestions } from "./eval-questions.js";
import { fifteenthHistory } from "./fifteenth-history.js";
import { fifteenthQuestions } from "./fifteenth-questions.js";
import { fifthHistory } from "./fifth-history.js";
import { fifthQuestions } from "./fifth-questions.js";
import { fourteenthHistory } from "./fourteenth-history.js";
import { fourteenthQuestions } from "./fourteenth-questions.js";
import { fourthHistory } from "./fourth-history.js";
import { fourthQuestions } from "./fourth-questions.js";
import { freshQuestions } from "./fresh-questions.js";
import { heldOutQuestions } from "./held-out-questions.js";
import { ninthHistory } from "./ninth-history.js";
import { ninthQuestions } from "./ninth-questions.js";
import { secondHistory } from "./second-history.js";
import { secondQuestions } from "./second-questions.js";
import { seventhHistory } from "./seventh-history.js";
import { seventhQuestions } from "./seventh-questions.js";
import { sixteenthHistory } from "./sixteenth-history.js";
import { sixteenthQuestions } from "./sixteenth-questions.js";
import { sixthHistory } from "./sixth-history.js";
import { sixthQuestions } from "./sixth-questions.js";
import { tenthHistory } from "./tenth-history.js";
import { tenthQuestions } from "./tenth-questions.js";
import { thirdHistory } from "./third-history.js";
import { thirdQuestions } from "./third-questions.js";
import { thirteenthHistory } from "./thirteenth-history.js";
import { thirteenthQuestions } from "./thirteenth-questions.js";
import { twelfthHistory } from "./twelfth-history.js";
import { twelfthQuestions } from "./twelfth-questions.js";

export type QuestionSet = {
  history: BoardHistory;
  questions: readonly EvalQuestion[];
  /** How the report names the set; none for the questions the engine was built against. */
  label?: string;
};

export const questionSets: Record<string, QuestionSet> = {
  built: { history: boardHistory, questions: evalQuestions },
  "held-out": {
    history: boardHistory,
    questions: heldOutQuestions,
    label: "held-out questions (never tuned against)",
  },
  fresh: {
    history: boardHistory,
    questions: freshQuestions,
    label: "fresh questions (never tuned against)",
  },
  second: {
    history: secondHistory,
    questions: secondQuestions,
    label: "a second board history (never tuned against)",
  },
  third: {
    history: thirdHistory,
    questions: thirdQuestions,
    label: "a third board history, a UK school trust (never tuned against)",
  },
  fourth: {
    history: fourthHistory,
    questions: fourthQuestions,
    label: "a fourth board history, an Australian community health charity",
  },
  fifth: {
    history: fifthHistory,
    questions: fifthQuestions,
    label: "a fifth board history, an Irish arts centre",
  },
  sixth: {
    history: sixthHistory,
    questions: sixthQuestions,
    label: "a sixth board history, a Canadian independent school",
  },
  seventh: {
    history: seventhHistory,
    questions: seventhQuestions,
    label: "a seventh board history, a US community foundation",
  },
  eighth: {
    history: eighthHistory,
    questions: eighthQuestions,
    label: "an eighth board history, a Singapore family company",
  },
  ninth: {
    history: ninthHistory,
    questions: ninthQuestions,
    label: "a ninth board history, a Scottish housing association",
  },
  tenth: {
    history: tenthHistory,
    questions: tenthQuestions,
    label: "a tenth board history, a South African hospice",
  },
  eleventh: {
    history: eleventhHistory,
    questions: eleventhQuestions,
    label: "an eleventh board history, an Indian education trust",
  },
  twelfth: {
    history: twelfthHistory,
    questions: twelfthQuestions,
    label: "a twelfth board history, a New Zealand sports trust",
  },
  thirteenth: {
    history: thirteenthHistory,
    questions: thirteenthQuestions,
    label: "a thirteenth board history, a Kenyan savings co-operative",
  },
  fourteenth: {
    history: fourteenthHistory,
    questions: fourteenthQuestions,
    label: "a fourteenth board history, a Welsh further-education college",
  },
  fifteenth: {
    history: fifteenthHistory,
    questions: fifteenthQuestions,
    label: "a fifteenth board history, a Florida condominium association",
  },
  sixteenth: {
    history: sixteenthHistory,
    questions: sixteenthQuestions,
    label: "a sixteenth board history, an English town council",
  },
};
