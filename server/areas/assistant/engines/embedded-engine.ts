import { utcToZoned } from "../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../db/client.js";
import { neverNamed } from "../retrieval/unheard-of.js";
import { notGeneral } from "../understanding/meeting-kinds.js";
import {
  analyseQuestion,
  fold,
  type QuestionAnalysis,
} from "../understanding/question-analysis.js";
import { asTyped, writtenOutShortForms } from "./embedded/acronyms.js";
import { actionsAnswer } from "./embedded/actions-answer.js";
import { monthFirstZones, namesOf, peopleOf } from "./embedded/asker-context.js";
import { compareAmounts, comparedSides } from "./embedded/compare-amounts.js";
import {
  asksAgainstBudget,
  budgetAgainstActual,
  comparedYears,
  compareYears,
} from "./embedded/compare-years.js";
import { decisionListAnswer } from "./embedded/decision-lists.js";
import { decisionQuestion, decisionsAnswer } from "./embedded/decisions-answer.js";
import { withFinancialYear } from "./embedded/financial-year.js";
import { firstTakenUp } from "./embedded/first-taken-up.js";
import { interestSubject, interestsAnswer } from "./embedded/interests-answer.js";
import { meetingContentAnswer } from "./embedded/meeting-content.js";
import {
  agendaAnswer,
  attendanceAnswer,
  resolveMeeting,
  upcomingBusiness,
} from "./embedded/meeting-records.js";
import { meetingsAnswer } from "./embedded/meetings-answer.js";
import { nextMeetingAnswer } from "./embedded/next-meeting.js";
import { askedOffice, officeHolderAnswer } from "./embedded/office-holder.js";
import { passageAnswer } from "./embedded/passage-answer.js";
import { narrowed, saidInPassing } from "./embedded/question-scope.js";
import {
  mustName,
  namesFinancialYear,
  sumAbout,
  tallySaid,
  textAnswers,
} from "./embedded/subject-match.js";
import { asksWhoVoted, voteSentences } from "./embedded/vote-sentences.js";
import {
  type AnswerEngine,
  type AnswerInput,
  type AnswerScope,
  CitationBook,
  streamAnswer,
} from "./engine.js";

/** "Were any actions cancelled?": the status asked is not what the actions are about. */
function actionSubject(analysis: QuestionAnalysis): string[] {
  return analysis.subject.filter(
    (w) => !/^(cancell?ed|completed|done|finished|dropped|abandoned|withdrawn|open)$/.test(w),
  );
}

/** Whether an action's description holds the subject, as typed or written out. */
function aboutSubject(analysis: QuestionAnalysis, about: readonly string[]) {
  return (text: string) =>
    textAnswers(text, about) || asTyped(analysis, (s) => textAnswers(text, s));
}

const nothingFound =
  "I couldn't find anything about that in the records you can see. Try other words, or ask about meetings, agendas, minutes, decisions, actions or declared interests.";

/**
 * "When is the next meeting?" asked by someone who sees some calendars' dates only (an
 * Executive): those meetings' dates and places, never their agendas, and never cited.
 */
async function calendarAnswer(
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
    /\b(minutes|agenda|papers?)\b/.test(fold(question))
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

async function structuredAnswer(
  db: DbOrTx,
  question: string,
  analysis: QuestionAnalysis,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  const ids = scope.organisations.map((o) => o.id);
  const now = scope.now ?? new Date();
  // A person or an organisation the asker's records do not hold: nothing to say about them,
  // and the same words whether it exists elsewhere or not.
  if (analysis.unknownOrganisation) return nothingFound;
  if (analysis.unknownPerson && analysis.topic !== "document") return nothingFound;
  // "Ramesh was away for the October meeting: who chaired it?": what its minutes say of the chair.
  if (
    /\bwho (chaired|was chairing|took the chair|was in the chair|presided)\b/.test(
      fold(question),
    ) &&
    (analysis.meeting || analysis.range || analysis.meetingKind)
  ) {
    const chaired = await meetingContentAnswer(
      db,
      { ...analysis, subject: ["chair"] },
      ids,
      book,
      now,
    );
    if (chaired) return chaired;
  }
  switch (analysis.topic) {
    case "attendance":
      return attendanceAnswer(db, analysis, ids, book, now, scope.personId);
    case "meeting":
    case "agenda":
      // "What surplus is the budget paper for the 23 Feb meeting showing?": what its papers say.
      // "How many league meetings did we have in 2025?" counts the meetings, not what they said.
      if (
        !/^(when|where|what (time|day|date))\b/.test(fold(question)) &&
        !(analysis.counts && /\bhow many\b[^?]*\b(meetings|times)\b/.test(fold(question)))
      ) {
        const content = await meetingContentAnswer(db, analysis, ids, book, now);
        if (content) return content;
      }
      // "The next AGM", "the next board meeting" (not the AGM): the next of that kind.
      if (
        analysis.meeting === "next" &&
        (analysis.topic === "agenda" || !analysis.range) &&
        !analysis.meetingKind
      )
        return nextMeetingAnswer(db, scope, book);
      if (analysis.topic === "agenda") {
        const agenda = await agendaAnswer(db, analysis, ids, book, now);
        if (agenda) return agenda;
        return analysis.meeting ? null : nextMeetingAnswer(db, scope, book);
      }
      // "How many times has the committee met?", "when were the special board meetings
      // held?": every meeting (of that kind) held so far.
      if (
        (analysis.counts ||
          (analysis.meetingKind !== null &&
            analysis.meetingKind !== notGeneral &&
            analysis.tense === "past")) &&
        !analysis.range &&
        !analysis.meeting
      )
        return meetingsAnswer(
          db,
          {
            ...analysis,
            meeting: "inRange",
            range: { from: "1900-01-01", to: utcToZoned(now, scope.timeZone).date },
          },
          ids,
          book,
          now,
        );
      return meetingsAnswer(db, analysis, ids, book, now);
    case "action": {
      // "Actions from the August meeting" names a meeting; "due in the next fortnight" a period.
      const aboutMeeting = /\bmeeting\b/.test(fold(question));
      const fromMeeting =
        aboutMeeting && (analysis.range || analysis.meeting)
          ? await resolveMeeting(db, analysis, ids, now)
          : undefined;
      if (fromMeeting === null) return "I couldn't find that meeting in the calendars you can see.";
      const about = actionSubject(analysis);
      return actionsAnswer(db, analysis, scope, book, {
        meetingId: fromMeeting?.id,
        about: about.length ? aboutSubject(analysis, about) : undefined,
        due: aboutMeeting ? null : analysis.range,
      });
    }
    case "interest": {
      // "Did anyone declare an interest at the December board?": what its minutes record.
      if (
        (analysis.range || analysis.meeting || analysis.meetingKind) &&
        !analysis.mine &&
        analysis.people.length === 0 &&
        !/\binterests? in\b/.test(fold(question)) &&
        /\bat (the|our|that|this|last) ([a-z0-9]+ ){0,2}(meeting|board|committee|agm)\b/.test(
          fold(question),
        )
      ) {
        const declared = await meetingContentAnswer(
          db,
          { ...analysis, subject: ["declared"] },
          ids,
          book,
          now,
        );
        if (declared) return declared;
      }
      if (await neverNamed(db, scope.organisations, interestSubject(analysis.subject)))
        return nothingFound;
      return interestsAnswer(db, analysis, question, scope, book);
    }
    case "decision":
    case "vote": {
      if (await neverNamed(db, scope.organisations, analysis.subject)) return nothingFound;
      const named = mustName(question, analysis.subject);
      const listed = await decisionListAnswer(
        db,
        analysis,
        ids,
        book,
        named,
        sumAbout(analysis.subject),
      );
      if (listed) return listed;
      const kind = decisionQuestion(question) ?? "decided";
      const terms = { words: analysis.subject, tsquery: analysis.subject.join(" | ") };
      return decisionsAnswer(
        db,
        kind,
        terms,
        scope,
        book,
        // "Did the board approve the 2026 partnership?", "…in March": not a decision of another time.
        (text, decidedOn, title) =>
          (textAnswers(text, analysis.subject, title) ||
            asTyped(analysis, (s) => textAnswers(text, s, title))) &&
          named(`${title}. ${text}`) &&
          (!analysis.range ||
            (decidedOn >= analysis.range.from && decidedOn <= analysis.range.to) ||
            // "The budget in 2025/26" was approved before the year began, and says which it is.
            (analysis.financialYear !== null && namesFinancialYear(question)(`${title}. ${text}`))),
        /\b(yet|already|so far)\b/.test(fold(question)),
      );
    }
    default:
      return null;
  }
}

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
      const book = new CitationBook();
      let text: string | null = null;
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
        const analysis = await withFinancialYear(
          db,
          await writtenOutShortForms(db, question, read, input.scope.organisations),
          scope.organisations,
          input.scope.timeZone,
          today,
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
          calendars.length
        ) {
          const about = actionSubject(analysis);
          text = await actionsAnswer(
            db,
            { ...analysis, mine: true },
            { ...input.scope, organisations: [...input.scope.organisations, ...calendars] },
            book,
            {
              uncited: calendarIds,
              about:
                analysis.mine || about.length === 0 ? undefined : aboutSubject(analysis, about),
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
        // "Which board meeting first took up the science block?": the earliest that did.
        text ??= await firstTakenUp(db, question, analysis, scope.organisations, book, today);
        text ??= await structuredAnswer(db, question, analysis, scope, book);
        // "How much have we given the refuge?": amounts are stated in decisions, when they are.
        if (
          text === null &&
          analysis.topic === null &&
          analysis.adds &&
          // "How much did it cost in the end?": the minutes' final figure, not what was approved.
          !analysis.final &&
          analysis.subject.length > 0 &&
          !(await neverNamed(db, scope.organisations, analysis.subject))
        ) {
          const sum = await decisionListAnswer(
            db,
            analysis,
            scope.organisations.map((o) => o.id),
            book,
            mustName(question, analysis.subject),
            sumAbout(analysis.subject),
          );
          if (sum && !sum.startsWith("I couldn't")) text = sum;
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
            (analysis.topic === "vote" &&
              (!tallySaid.test(text) || /\(\d+ for, [1-9]\d* against/.test(text))))
        ) {
          const cited = book
            .annotations()
            .map((a) => a.meetingId)
            .filter((id): id is string => typeof id === "string");
          const said = await voteSentences(db, [...new Set(cited)], analysis.subject);
          if (said.length)
            text = [
              text,
              "",
              "The minutes record:",
              "",
              ...said.map((s) => `- “${s.sentence}”`),
            ].join("\n");
        }
      }
      if (signal.aborted) return;
      yield* streamAnswer(text, text === nothingFound ? [] : book.annotations(), signal);
    },
  };
}
