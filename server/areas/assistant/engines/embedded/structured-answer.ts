import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { declaredEntity, neverNamed } from "../../retrieval/unheard-of.js";
import { notGeneral } from "../../understanding/meeting-kinds.js";
import { saysWord } from "../../understanding/organisation-names.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import type { AnswerScope, CitationBook } from "../engine.js";
import { asTyped } from "./acronyms.js";
import { aboutSubject, actionSubject } from "./action-subject.js";
import { actionsAnswer } from "./actions-answer.js";
import { decisionListAnswer } from "./decision-lists.js";
import { decisionQuestion, decisionsAnswer } from "./decisions-answer.js";
import { interestSubject, interestsAnswer } from "./interests-answer.js";
import { meetingContentAnswer } from "./meeting-content.js";
import { agendaAnswer, attendanceAnswer, resolveMeeting } from "./meeting-records.js";
import { meetingsAnswer } from "./meetings-answer.js";
import { nextMeetingAnswer } from "./next-meeting.js";
import { nothingFound } from "./nothing-found.js";
import {
  figureSubject,
  mustName,
  namesFinancialYear,
  sumAbout,
  textAnswers,
} from "./subject-match.js";

/** "What actions do Sioned and I have?": the asker's and another's, asked together. */
export function withOthersNamed(question: string, analysis: QuestionAnalysis): boolean {
  return (
    analysis.mine &&
    analysis.people.length > 0 &&
    /\b(and (i|me|myself)|(i|me|myself) and)\b/.test(fold(question))
  );
}

/**
 * The answer from the records themselves, by the question's topic: attendance, a meeting or its
 * agenda, actions, interests, decisions and votes; null when the topic has no such answer.
 */
export async function structuredAnswer(
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
  // "Is Tom still on the Hamilton Hockey Association board?" names a body someone declared,
  // asked of that person; any other question about a board the asker does not read is not
  // answered, though it is in the register ("when does the trust's board meet?").
  // Answered from the register alone: the asker's own meetings are not that body's.
  if (analysis.unknownOrganisation) {
    const declared =
      analysis.people.length > 0 &&
      (analysis.topic === null || analysis.topic === "interest") &&
      (await declaredEntity(db, scope.organisations, analysis.unknownOrganisation));
    if (!declared) return nothingFound;
    return (
      (await interestsAnswer(db, analysis, question, scope, book, { onlyNamed: true })) ??
      nothingFound
    );
  }
  if (analysis.unknownPerson && analysis.topic !== "document") return nothingFound;
  // "Ramesh was away for the October meeting: who chaired it?": what its minutes say of the chair.
  if (
    /\bwho (chaired|was chairing|took the chair|was in the chair|presided)\b/.test(
      fold(question),
    ) &&
    (analysis.meeting || analysis.range || analysis.meetingKind || analysis.subject.length > 0)
  ) {
    // "Who chaired the Lanet site meeting?": the subject's words find the meeting by name.
    const chaired = await meetingContentAnswer(db, analysis, ids, book, now, ["chair"]);
    // "…and who gave apologies?": the attendance too.
    if (chaired && /\b(apolog\w*|absent|attend\w*|present|away)\b/.test(fold(question)))
      return `${chaired}\n\n${await attendanceAnswer(db, analysis, ids, book, now, scope.personId)}`;
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
        !analysis.cancelledOnly &&
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
        // "What's on the agenda?" is the next meeting's; "has the board ever discussed a
        // merger?" asks the records, and nothing found is not the next agenda.
        return analysis.meeting || analysis.subject.length > 0 || analysis.tense === "past"
          ? null
          : nextMeetingAnswer(db, scope, book);
      }
      // "How many times has the committee met?", "when were the special board meetings
      // held?": every meeting (of that kind) held so far.
      if (
        (analysis.counts ||
          analysis.cancelledOnly ||
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
            range: {
              from: "1900-01-01",
              to: analysis.cancelledOnly ? "9999-12-31" : utcToZoned(now, scope.timeZone).date,
            },
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
      // "Actions from the March 16 managers meeting": words of its title say which meeting.
      const titled = fromMeeting
        ? fold(`${fromMeeting.title} ${fromMeeting.organisation_name}`)
        : "";
      const about = actionSubject(analysis).filter((w) => !titled || !saysWord(titled, w));
      const narrow = {
        meetingId: fromMeeting?.id,
        about: about.length ? aboutSubject(analysis, about) : undefined,
        due: aboutMeeting ? null : analysis.range,
      };
      // "What actions do Sioned and I still have open?": the asker's, then each one's named.
      // A meeting's actions are all of them, whoever owns them: listed once.
      if (withOthersNamed(question, analysis) && !fromMeeting) {
        // The asker's own include those of boards whose meeting dates alone they see, uncited.
        const calendars = scope.calendars ?? [];
        const each = [
          await actionsAnswer(
            db,
            analysis,
            { ...scope, organisations: [...scope.organisations, ...calendars] },
            book,
            { ...narrow, uncited: new Set(calendars.map((o) => o.id)) },
          ),
          ...(await Promise.all(
            analysis.people.map((p) =>
              actionsAnswer(db, { ...analysis, mine: false, people: [p] }, scope, book, narrow),
            ),
          )),
        ];
        return each.filter((a): a is string => a !== null).join("\n\n") || null;
      }
      return actionsAnswer(db, analysis, scope, book, narrow);
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
        const declared = await meetingContentAnswer(db, analysis, ids, book, now, ["declared"]);
        if (declared) return declared;
      }
      // "An interest in a waka ama group": the kind of body is not its name.
      if (
        await neverNamed(db, scope.organisations, figureSubject(interestSubject(analysis.subject)))
      )
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
        analysis.range === null,
      );
    }
    default:
      return null;
  }
}
