import { utcToZoned } from "../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../db/client.js";
import { neverNamed, withMentionedPeople } from "../retrieval/unheard-of.js";
import { analyseQuestion } from "../understanding/question-analysis.js";
import { writtenOutShortForms } from "./embedded/acronyms.js";
import { aboutSubject, actionSubject } from "./embedded/action-subject.js";
import { actionsAnswer } from "./embedded/actions-answer.js";
import { asksWithOrders, contractWithOrders } from "./embedded/amount-with-orders.js";
import { monthFirstZones, namesOf, peopleOf } from "./embedded/asker-context.js";
import { calendarAnswer } from "./embedded/calendar-answer.js";
import {
  compareAmounts,
  comparedSides,
  sumAmounts,
  summedSides,
} from "./embedded/compare-amounts.js";
import {
  asksAgainstBudget,
  budgetAgainstActual,
  comparedYears,
  compareYears,
} from "./embedded/compare-years.js";
import { decisionListAnswer } from "./embedded/decision-lists.js";
import { withFinancialYear } from "./embedded/financial-year.js";
import { firstTakenUp } from "./embedded/first-taken-up.js";
import { interestsAnswer } from "./embedded/interests-answer.js";
import { meetingContentAnswer } from "./embedded/meeting-content.js";
import { upcomingBusiness } from "./embedded/meeting-records.js";
import { isNotFound, nothingFound, partNotFound } from "./embedded/nothing-found.js";
import { askedOffice, officeHolderAnswer } from "./embedded/office-holder.js";
import { passageAnswer } from "./embedded/passage-answer.js";
import { leansOnFirst, questionParts } from "./embedded/question-parts.js";
import { narrowed, saidInPassing } from "./embedded/question-scope.js";
import { otherBodyAsked, reportedDecision } from "./embedded/reported-decision.js";
import { structuredAnswer, withOthersNamed } from "./embedded/structured-answer.js";
import { mustName, sumAbout, tallySaid } from "./embedded/subject-match.js";
import { asksWhoVoted, asksWhyNotVoted, voteSentences } from "./embedded/vote-sentences.js";
import { type AnswerEngine, type AnswerInput, CitationBook, streamAnswer } from "./engine.js";

/**
 * The default engine: no network, no model. It reads the question first (what kind, which
 * meeting, which committee, whose, when: understanding/question-analysis.ts), answers the
 * structured questions from the records themselves, and anything else from the passages that
 * hold most of the question's subject, quoting the sentence that says it. When nothing does,
 * it says it could not find it, with no citations.
 */
export function embeddedEngine(db: DbOrTx): AnswerEngine {
  return {
    name: "embedded",
    usesHistory: false,
    async *answer(input: AnswerInput) {
      const { question, signal } = input;
      let book = new CitationBook();
      let text = await answerText(db, input, question, book);
      // "What did the board decide on the pay award, and what audit fee did ARC approve?": when
      // the whole finds nothing, each half is asked alone, and the one found is answered.
      const parts = text === nothingFound ? questionParts(question) : null;
      if (parts) {
        const partsBook = new CitationBook();
        const answers = [];
        for (const [i, part] of parts.entries()) {
          if (signal.aborted) return;
          // "…, and who did it pick?" alone would be asked of anything: said not found instead.
          answers.push(
            i > 0 && leansOnFirst(part)
              ? nothingFound
              : await answerText(db, input, part, partsBook),
          );
        }
        if (answers.some((a) => !isNotFound(a))) {
          book = partsBook;
          text = answers
            .map((a, i) => (isNotFound(a) ? partNotFound(parts[i] ?? "") : a))
            .join("\n\n");
        }
      }
      if (signal.aborted) return;
      yield* streamAnswer(text, text === nothingFound ? [] : book.annotations(), signal);
    },
  };
}

/** The answer to one question, citing into `book`; `nothingFound` when the records do not hold it. */
async function answerText(
  db: DbOrTx,
  input: AnswerInput,
  question: string,
  book: CitationBook,
): Promise<string> {
  let text: string | null = null;
  // Citations made before this question (the other half of a two-part one) are not its own.
  const citedBefore = book.annotations().length;
  const calendars = input.scope.calendars ?? [];
  const calendarIds = new Set(calendars.map((o) => o.id));
  // Reading nothing answers as a question about nothing does: the same words, no citation.
  if (input.scope.organisations.length === 0 && calendars.length === 0) text = nothingFound;
  else {
    const ids = input.scope.organisations.map((o) => o.id);
    const organisationNames = await namesOf(db, [...input.scope.organisations, ...calendars]);
    const today = utcToZoned(input.scope.now ?? new Date(), input.scope.timeZone).date;
    const read = saidInPassing(
      question,
      analyseQuestion(question, {
        today,
        monthFirst: monthFirstZones.test(input.scope.timeZone),
        organisations: organisationNames,
        people: await peopleOf(db, ids),
      }),
      organisationNames,
    );
    const scope = narrowed(input.scope, read);
    const analysis = await withMentionedPeople(
      db,
      await withFinancialYear(
        db,
        await writtenOutShortForms(db, question, read, input.scope.organisations),
        scope.organisations,
        input.scope.timeZone,
        today,
      ),
      scope.organisations,
    );
    text = await calendarAnswer(db, analysis, input.scope, calendarIds, book, question);
    // An Executive reads their own actions where they see meeting dates only, never the
    // meetings the actions came from: "what are my open actions?". Where they read no
    // board in full, their own actions are the only ones they read ("is the legacy giving
    // campaign action done yet?"), and never another person's.
    // Actions of a meeting are read from its minutes, which a guest does not open.
    const ownOnly =
      ids.length === 0 &&
      !analysis.unknownPerson &&
      !analysis.meeting &&
      !analysis.meetingKind &&
      analysis.people.every((p) => p.id === input.scope.personId);
    if (
      text === null &&
      analysis.topic === "action" &&
      (analysis.mine || ownOnly) &&
      calendars.length &&
      // Asked with another's ("Sioned and I"), where the asker reads a board in full.
      !(ids.length > 0 && withOthersNamed(question, analysis))
    ) {
      const about = actionSubject(analysis);
      text = await actionsAnswer(
        db,
        { ...analysis, mine: true },
        { ...input.scope, organisations: [...input.scope.organisations, ...calendars] },
        book,
        {
          uncited: calendarIds,
          about: analysis.mine || about.length === 0 ? undefined : aboutSubject(analysis, about),
          noneIsNull: true,
          // "Due next week": by when, as for anyone's actions.
          due: analysis.range,
        },
      );
    }
    // Only an organisation whose meeting dates alone the asker sees is named: nothing more.
    if (
      text === null &&
      (ids.length === 0 ||
        (analysis.organisations.length > 0 &&
          analysis.organisations.every((id) => calendarIds.has(id))))
    )
      text = nothingFound;
    // "How much smaller is this year's deficit than last year's?": one figure, two years.
    const years = text === null ? comparedYears(question, today) : null;
    if (years)
      text = await compareYears(
        db,
        years,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "Was the 25/26 deficit more or less than we budgeted?": the result against the budget.
    const againstBudget = text === null ? asksAgainstBudget(question) : null;
    if (againstBudget)
      text = await budgetAgainstActual(
        db,
        question,
        againstBudget,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "Which was bigger, the boiler or the roof?": two amounts side by side.
    const sides = text === null ? comparedSides(question) : null;
    if (sides)
      text = await compareAmounts(
        db,
        sides,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "What do the dock repair and the dredging contract come to together?": two amounts added.
    const summed = text === null && analysis.adds ? summedSides(question) : null;
    if (summed)
      text = await sumAmounts(
        db,
        summed,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "The balcony contract up to now with the change order": a contract and its orders added.
    const orders =
      text === null && analysis.topic === null && !analysis.counts
        ? asksWithOrders(question)
        : null;
    if (orders)
      text = await contractWithOrders(
        db,
        analysis.subject,
        orders,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "Who's deputy chair now?": the latest decision electing someone to it.
    const office = text === null && analysis.topic === null ? askedOffice(question) : null;
    // No election, appointment or role names the holder: the records do not say who, and
    // passages that mention the office in passing ("with legal counsel") do not answer.
    if (office)
      text =
        (await officeHolderAnswer(
          db,
          office,
          scope.organisations.map((o) => o.id),
          book,
        )) ?? nothingFound;
    // "What budget total is the board being asked to approve?": the meeting ahead that has it.
    if (text === null && analysis.asksBusiness)
      text = await upcomingBusiness(
        db,
        analysis,
        scope.organisations.map((o) => o.id),
        book,
        scope.now ?? new Date(),
      );
    // "Did the Corporation approve the loan to us?", from a director of the subsidiary alone:
    // their own minutes reporting it, not their own request for it.
    const otherBody =
      text === null && (analysis.topic === "decision" || analysis.topic === "vote")
        ? otherBodyAsked(question, organisationNames)
        : null;
    if (otherBody)
      text = await reportedDecision(
        db,
        otherBody,
        analysis,
        scope.organisations.map((o) => o.id),
        book,
      );
    // "Which board meeting first took up the science block?": the earliest that did.
    text ??= await firstTakenUp(db, question, analysis, scope.organisations, book, today);
    text ??= await structuredAnswer(db, question, analysis, scope, book);
    // "How much have we given the refuge?": amounts are stated in decisions, when they are.
    // "How much did the FRC put into the CD ladder?": the short form as typed too, where the
    // records' titles use it as it is.
    const sumSubjects = analysis.subjectAsTyped
      ? [analysis.subject, analysis.subjectAsTyped]
      : [analysis.subject];
    for (const subject of sumSubjects) {
      if (
        text === null &&
        analysis.topic === null &&
        analysis.adds &&
        // "How much did it cost in the end?": the minutes' final figure, not what was approved.
        !analysis.final &&
        subject.length > 0 &&
        !(await neverNamed(db, scope.organisations, subject))
      ) {
        const sum = await decisionListAnswer(
          db,
          { ...analysis, subject },
          scope.organisations.map((o) => o.id),
          book,
          mustName(question, subject),
          sumAbout(subject),
        );
        if (sum && !isNotFound(sum)) text = sum;
      }
    }
    // "What's the nine-month revenue in the Q3 paper for next week's board?": what the papers
    // of the meeting named say.
    if (
      text === null &&
      analysis.topic === null &&
      !analysis.counts &&
      !analysis.adds &&
      (analysis.range || analysis.meeting || analysis.meetingKind)
    )
      text = await meetingContentAnswer(
        db,
        analysis,
        scope.organisations.map((o) => o.id),
        book,
        scope.now ?? new Date(),
      );
    // "Is Chloe still working for the council?": a person's interest, asked without the word.
    if (text === null && analysis.topic === null && (analysis.people.length || analysis.mine))
      text = await interestsAnswer(db, analysis, question, scope, book, { onlyNamed: true });
    text ??=
      (await passageAnswer(
        db,
        {
          question,
          analysis,
          scope,
          asker: input.scope,
          organisationNames,
          today,
        },
        book,
      )) ?? nothingFound;
    // "Who voted against buying Tainui Street?": the tally is stored, the names are minuted.
    if (
      text !== null &&
      text !== nothingFound &&
      (analysis.topic === "vote" || analysis.topic === "decision") &&
      // "Who voted against…", or "what was the vote on…" answered without a tally.
      // "How did the committee vote on…" answered with votes against: who they were.
      (asksWhoVoted(question) ||
        asksWhyNotVoted(question, analysis) ||
        (analysis.topic === "vote" &&
          // A list of motions lost, or a count, is not one vote whose voters are asked.
          !analysis.counts &&
          !analysis.lostOnly &&
          analysis.subject.length > 0 &&
          (!tallySaid.test(text) || /\(\d+ for, [1-9]\d* against/.test(text))))
    ) {
      const cited = book
        .annotations()
        .slice(citedBefore)
        .map((a) => a.meetingId)
        .filter((id): id is string => typeof id === "string");
      const said = await voteSentences(
        db,
        [...new Set(cited)],
        analysis.subject,
        asksWhyNotVoted(question, analysis) ? analysis.people[0] : undefined,
      );
      if (said.length)
        text = [text, "", "The minutes record:", "", ...said.map((s) => `- “${s.sentence}”`)].join(
          "\n",
        );
    }
  }
  return text ?? nothingFound;
}
