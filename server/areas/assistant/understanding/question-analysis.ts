import { type ActionStatusAsked, actionStatusAsked } from "./action-status.js";
import { lastCountOf, type MeetingWhich, meetingChoice } from "./meeting-choice.js";
import { meetingKindOf } from "./meeting-kinds.js";
import { namedOrganisations } from "./organisation-names.js";
import { knownAs, namedPeople } from "./person-names.js";
import {
  type DateRange,
  dateRange,
  type FinancialYearPeriod,
  financialYearPeriod,
  futureTense,
  labelYears,
  months,
  pastTense,
} from "./question-dates.js";
import { type QuestionTopic, questionTopic } from "./question-topic.js";
import { correctTypos, fold, questionWords, writtenOut } from "./question-words.js";
import { unknownNames } from "./unknown-names.js";

/** Text as a regular expression that matches it literally ("O'Neil (Jr)"). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type { DateRange };
export { dateRange, fold };

/**
 * What a question asks, read before answering it (issue 16): the kind of question, the time it
 * is about, the organisation or committee and the people it names, whether it counts or adds,
 * and the words left for a search. Pure: the engine gives it the names it may match against
 * (only those the asker may read), so naming a board they cannot see matches nothing.
 */

export type { MeetingWhich, QuestionTopic };

export type NamedOrganisation = { id: string; name: string; shortName?: string };
export type NamedPerson = { id: string; first: string; last: string };

export type QuestionAnalysis = {
  topic: QuestionTopic | null;
  meeting: MeetingWhich | null;
  /** "How many": the answer starts with a count. */
  counts: boolean;
  /** "How much", "total": the answer adds amounts. */
  adds: boolean;
  /** "How much…", or a rate asked ("what are we paying the auditors?", "what rent…"): the
   * answer states an amount, though it adds none up. */
  asksAmount: boolean;
  /** Ids of organisations or committees named in the question. */
  organisations: string[];
  people: NamedPerson[];
  /** "my actions": the asker's own. */
  mine: boolean;
  range: DateRange | null;
  /** "In the 2025/26 year", "this financial year": a period whose days depend on the organisation. */
  financialYear: FinancialYearPeriod | null;
  /** "all": every action, whatever it stands at ("how many has Eric been given in total"). */
  actionStatus: ActionStatusAsked | null;
  /** "Decisions made outside a meeting", "actions not tied to a meeting". */
  outsideMeetings: boolean;
  /** "Who moved…", "who seconded…". */
  asksMover: boolean;
  /** "Motions lost", "not approved", "rejected". */
  lostOnly: boolean;
  /** "Have the minutes been confirmed?": where a meeting's minutes stand. */
  asksMinutes: boolean;
  /** "Grants we approved", "motions carried": approved decisions only. */
  approvedOnly: boolean;
  /** "Decisions deferred", "what got put off": deferred decisions only. */
  deferredOnly: boolean;
  /** "Has the committee met", "did we…" (past) against "will", "is planned" (future). */
  tense: "past" | "future" | null;
  /** Words about the subject, after the question's own words, names and dates are taken out. */
  subject: string[];
  /** "What is the board being asked to approve?", "what fee is being proposed?": business ahead. */
  asksBusiness: boolean;
  /** The thing the subject places somewhere ("the roof at Mill Street": roof), else null. */
  placed: string | null;
  /** The subject as typed, when a short form in it was written out ("audit rfp"): records may
   * use either. */
  subjectAsTyped: string[] | null;
  /** "Which votes weren't unanimous?" (false), "was it unanimous?" (true); null when not asked. */
  unanimous: boolean | null;
  /** "The board" (boards only) or "the committee" (committees only), when no organisation is named. */
  body: "board" | "committee" | null;
  /** A person's full name the records do not hold ("Brendan Murphy"). */
  unknownPerson: string | null;
  /** An organisation named that is not one the asker reads ("Kererū Sports Club"). */
  unknownOrganisation: string | null;
  /** "The special meeting", "the AGM": a pattern the meeting's title holds. */
  meetingKind: string | null;
  /** "The meeting before the August one": the day (YYYY-MM-DD) the meeting asked for is before. */
  before: string | null;
  /** "Which board meeting got cancelled?": the meetings called off, not those held. */
  cancelledOnly: boolean;
  /** "How much did it cost in the end?", "what did it end up costing?": how it ended, which the
   * latest record says (an estimate or a contract price comes before the final figure). */
  final: boolean;
  /** "The last two AGMs": how many of the last meetings, when more than one. */
  lastCount: number | null;
};

export type AnalysisContext = {
  /** The asker's today, YYYY-MM-DD, in their zone. */
  today: string;
  /** Whether dates in figures put the month first ("7/24/25"), as in North America. */
  monthFirst?: boolean;
  organisations: readonly NamedOrganisation[];
  people: readonly NamedPerson[];
};

/** "In the end", "ended up", "finally": words of how something ended, not what it is about. */
const finalWords =
  /\bin the end\b|\b(end|ends|ended|ending) up( costing)?\b|\b(ultimately|eventually|finally)\b|\bat the end of the day\b/g;

/** A motion that failed, however it is said. */
const lostWords =
  /\b(lost|lose|losing|rejected|defeated|not approved|failed|voted down|turned down|shot down|knocked back)\b/;

/** Reads a question (see QuestionAnalysis). */
export function analyseQuestion(question: string, context: AnalysisContext): QuestionAnalysis {
  const q = correctTypos(writtenOut(fold(question)), context);
  const has = (pattern: RegExp) => pattern.test(q);
  const counts = has(/\bhow many\b|\bnumber of\b|\bcount\b/);
  const addsWords = has(
    /\bhow much\b|\btotal\b|\bsum\b|\bin total\b|\badd(ed)? up\b|\bspent?\b|\bcost(ing)?\b|\b(come|came|comes) to (altogether|in total|all up|together)\b|\b(come|came|comes) to\?*$|\baltogether\b|\btogether\??$|\bcombined\??$|\b(the|our|their) combined (value|cost|total|amount|spend|budget|price)\b/,
  );
  // A rate is stated, never summed: two years' audit fees are not one fee.
  const asksRate = has(
    /\bwhat (are|were|do|did|will|does) (we|they|you|i|the \w+) (pay|paying|charge|charging)\b|\bwhat(?:'s| is| was) the (monthly |annual |yearly |weekly )?(charge|fee|rent|price)\b|\bwhat rent\b/,
  );
  // "The total number of…" counts; "the total of…" adds; "how much notice" is not money.
  // "How many grants, and what do they add up to?" counts and adds.
  const adds =
    addsWords &&
    (!counts || has(/\badd(s|ed)? up\b|\bcome to\b/)) &&
    !has(/\bhow much (notice|time|warning|longer|earlier|later)\b|\bhow long\b[^?]*\bin total\b/);
  const asksMover = has(
    /\bwho\b[^?]*\b(moved|seconded|proposed|mover|seconder)\b|\b(moved|seconded) by\b/,
  );
  const lostOnly = has(lostWords);
  const deferred = has(/\b(deferred|postponed|held over|put off|parked)\b/);
  const approvedOnly =
    !lostOnly &&
    !deferred &&
    has(/\b(approved?|passed|carried|agreed|granted|awarded|funded|gave|given|adopted)\b/);
  // "So far this year", "to date": what has happened, not what is planned.
  const past =
    has(pastTense) ||
    has(/\b(has|have) (we |the \w+ |it )?(met|been)\b/) ||
    has(/\bso far\b|\bto date\b|\bup to now\b|\bthus far\b/);
  const future = has(futureTense);
  const tense = past && !future ? "past" : future && !past ? "future" : null;
  // "Remind me what…", "tell me…": asking, not the asker's own.
  const mine =
    /\b(my|mine|i|me)\b/.test(q.replace(/\b(remind|tell|show|give|send) me\b/g, " ")) &&
    // "Do I need to…" asks a rule; "what do I need to do for my slip?" the asker's own.
    !has(/\bcan i\b|\bshould i\b|\bdo i need\b(?! to do\b)/);

  let topic = questionTopic(q, { asksMover, lostOnly });
  const choice = meetingChoice(q, question, {
    topic,
    tense,
    counts,
    today: context.today,
    monthFirst: context.monthFirst,
  });
  let { meeting } = choice;
  const { range, before } = choice;

  const actionStatus = actionStatusAsked(q, topic);

  const people = namedPeople(q, context.people);
  const organisations = namedOrganisations(q, context.organisations, question);
  // "Was Jennifer at the last FFC?": a person at a meeting is attendance.
  if (
    (topic === null || topic === "meeting") &&
    ((people.length > 0 && has(/\b(was|were|is)\b[^?]*\bat (the|that|our)\b/)) ||
      // "Was I at the August meeting?", not "what is my role at the next meeting?".
      (mine && has(/^(was|were|am) (i|we)\b[^?]*\bat (the|that|our)\b/))) &&
    (meeting !== null || range !== null || organisations.length > 0)
  ) {
    topic = "attendance";
    if (!meeting && range) meeting = "inRange";
  }
  const nameWords = new Set(
    [
      ...people.flatMap((p) => [p.first, p.last]),
      ...context.organisations
        .filter((o) => organisations.includes(o.id))
        .flatMap((o) => [o.name, o.shortName ?? ""]),
    ]
      .flatMap((n) => fold(n).split(/[^a-z0-9]+/))
      .filter(Boolean),
  );
  // "Tom Haskins" for Thomas Haskins: the word typed before a surname is the person's given name
  // as the asker knows it, not what the question is about.
  for (const p of people) {
    const typed = new RegExp(`(\\p{Lu}\\p{Ll}+) ${escaped(p.last)}\\b`, "u").exec(question)?.[1];
    const typedFirst = typed ? fold(typed) : "";
    if (typedFirst && knownAs(typedFirst, fold(p.first))) nameWords.add(typedFirst);
  }
  const kind = meetingKindOf(q);
  // "The 2026 budget": which budget, so records must say it (not when it was decided).
  const labelled = labelYears(q);
  let subject = [
    ...new Set(
      (
        q
          .replace(/\b(since|from) the (start|beginning) of\b/g, " ")
          // "The Board of Trustees' actions", "the trustees' meeting": the board, by its members.
          .replace(/\bboard of (trustees|directors|governors|management)\b/g, "board")
          // "Voted down", "turned down": lost, not what about.
          .replace(/\b(voted|turned|shot) down\b|\bknocked back\b/g, " lost ")
          // "Per the collections policy": where to look ("$4,250 per unit" keeps its "per").
          .replace(/\bper (the|our|its|their)\b/g, " $1")
          // "Overdue at the moment", "as things stand": now, not what about.
          .replace(
            /\b(at the moment|at present|as things stand|as it stands|as of (now|today))\b/g,
            " ",
          )
          // "Anything of mine": the asker's, not what about.
          .replace(/\b(anything|something|any|actions?|tasks?) (of|for) mine\b/g, "$1 my ")
          // "What items were on the agenda": an agenda asked, not what about.
          .replace(
            /\b(what|which) (items|topics|matters|things|business)\b(?= (were|was|are|is|will be) (on|at|for|in|discussed|covered)\b)/g,
            "$1",
          )
          // "And what time did it start?": when, not what about.
          .replace(
            /\bwhat time (did|does|do|will|is|was) (it|they|the (meeting|board|committee|agm|egm|atm|council)) (start|begin|finish|end)\b/g,
            " ",
          )
          // "Who won the co-option": whom it chose, not what about.
          .replace(
            /\bwho (won|got|was)\b(?= (the |a )?(co-?option|election|by-election|vote|ballot|seat|poll|vacancy)\b)/g,
            "who",
          )
          // "Is my interest still on the register?": where it is kept, not what about.
          .replace(/\b(on|in|from|off) (the |our )?(register|register of interests)\b/g, " ")
          // "What interests do I have on file?": kept, not what about.
          .replace(/\b(on|in) (file|record|the system)\b/g, " ")
          // "Anyone on the marina side": which body, not what about.
          .replace(/\b(on|from) the ([a-z]+) side\b/g, " $1 the $2 ")
          // "My open action items", "the action points": actions, not what they are about.
          .replace(/\baction (items?|points?)\b/g, "actions")
          .replace(
            /\b(trustees|directors|governors)'? (meetings?|actions?|decisions?|minutes|agendas?)\b/g,
            "board $2",
          )
          // "What did it end up costing?": how it ended, not what about.
          .replace(finalWords, (said) => (/\bcosting$/.test(said) ? " cost " : " "))
          // "What are we paying the auditors?": an amount asked, not what about.
          .replace(
            /\b(what|how much) (are|were|do|did|will|does|have|has|had) (we|they|you|i) (pay|paying|paid|charge|charging|charged)\b/g,
            " ",
          )
          // "Did the AGM take place?": whether it was held, not what about.
          .replace(/\b(take|takes|took|taken|taking) place\b/g, " ")
          // "What will the AFC take up?": the meeting's business, not what about.
          .replace(/\b(take|takes|taking|took) up\b/g, " ")
          // "How big a contract can the GM sign?": an amount asked, not what about.
          .replace(/\bhow (big|large|high|expensive|costly)\b/g, " ")
          // "What actions am I down for?": assigned, not what about.
          .replace(/\b(am|is|are|was|were) (i|we|you|he|she|they) down for\b/g, " ")
          // "The only one who voted against": who, not what about.
          .replace(/\bthe only (one|person|director|trustee|member)\b/g, " ")
          // "The 6% fee increase": a percentage is part of what it is about.
          .match(/[a-z0-9$£€][a-z0-9,.$£€'-]*[a-z0-9%]|\d+%|[a-z]/g) ?? []
      )
        .map((w) => w.replace(/'s$/, ""))
        .filter(
          (w) =>
            w.length > 1 &&
            (!questionWords.has(w) || (topic === "document" && ruleSubjectWords.has(w))) &&
            !nameWords.has(w) &&
            // "Who proposed and seconded the donation?": who, not what about.
            !(asksMover && /^(proposed|proposer|propose|seconded|seconder|moved|mover)$/.test(w)) &&
            // "The co-op board" named the co-op, "the marina managers" the marina company:
            // which body, not what about.
            !(organisations.length > 0 && /^(co-?op(erative)?s?|managers)$/.test(w)) &&
            !months.some((m) => w === m || w === m.slice(0, 3)) &&
            w !== "sept" &&
            // "Action-wise", "money-wise": the kind of thing asked about, said in passing.
            !/-wise$/.test(w) &&
            // Years and days of the month are dates, not the subject.
            (!/^\d{4}$/.test(w) || labelled.includes(w)) &&
            !/^\d{1,2}(st|nd|rd|th)?$/.test(w) &&
            // "The special meeting", "the AGM": which meeting, not what about.
            // (A rule about the AGM is about it: "by when must the AGM be held?")
            !(
              kind &&
              topic !== "document" &&
              (/^(special|extraordinary|egms?|agms?|adms?|annual|general|delegates'?|strategy|inaugural)$/.test(
                w,
              ) ||
                // "The ATM", "the Annual Town Meeting": only for that kind of meeting.
                (kind.startsWith("annual (town") &&
                  /^(atms?|town|parish|village|community)$/.test(w)))
            ),
        ),
    ),
  ];
  // "The new turf": with one thing named, "new" says which of it, where records say
  // "replacement" or nothing; with more ("the new roof at Ashcombe") the others say which.
  if (subject.length === 2 && subject.includes("new")) subject.splice(subject.indexOf("new"), 1);
  const unknown = unknownNames(question, context, organisations, people);
  // "Leave out the committee's": the boards, not the committees.
  const excludesCommittee = has(
    /\b(leave out|leaving out|excluding|not counting|except|without|apart from|other than) the committee/,
  );
  // "Across the board and ARC": the committee named and the board with it.
  // ("Is Hemi on the Harbour Rowing Club committee?": that body's committee, not ours.)
  const body =
    unknown.organisation !== null
      ? null
      : organisations.length > 0
        ? has(/\bthe board (and|plus)\b|\b(and|plus) the board\b/)
          ? "board"
          : null
        : excludesCommittee
          ? "board"
          : has(
                /\b(the|our|this|that|which|each|every|all|any|a) ([a-z&]+ )?committees?\b|^committees?\b|\bcommittees?('s)? (meeting|meetings|minutes|members|decisions|actions)\b/,
              )
            ? "committee"
            : has(/\bboard('s)?\b|\btrustees\b/)
              ? "board"
              : null;
  // "When's the next P&E?", "why was the January P&E called off?": a committee named, and
  // nothing asked of it but which meeting, or why it did not meet.
  const calledOff = /^(cancell?ed|called|off|postponed)$/;
  if (
    topic === null &&
    (meeting !== null || range !== null) &&
    organisations.length > 0 &&
    subject.every((w) => calledOff.test(w))
  ) {
    topic = "meeting";
    subject = subject.filter((w) => !calledOff.test(w));
    if (!meeting && range) meeting = "inRange";
  }
  return {
    topic,
    meeting,
    counts,
    adds,
    asksAmount:
      adds ||
      asksRate ||
      has(
        /\bhow (big|large|high|expensive|costly)\b|\b(above|over|below|under|up to) what (amount|sum|figure|value|level)\b/,
      ),
    organisations,
    people,
    mine,
    range,
    financialYear: range ? null : financialYearPeriod(q),
    actionStatus,
    outsideMeetings: has(
      /\b(outside|between|without) (a |any )?meetings?\b|\b(not|aren'?t|isn'?t|weren'?t|wasn'?t|never) (tied|linked|attached|connected|from|part of)\b[^?]*\bmeeting|\bwritten resolutions?\b|\bno meeting\b/,
    ),
    asksMover,
    lostOnly,
    approvedOnly,
    deferredOnly: deferred,
    asksMinutes:
      has(/\bminutes\b/) &&
      has(/\b(confirmed|approved|signed|adopted|ready|finished|final|draft)\b/),
    tense,
    subject,
    subjectAsTyped: null,
    asksBusiness: has(
      /\bbeing (asked|proposed|put)\b|\bbe voting on\b|\bwill\b[^?]*\b(vote|decide) on\b|\bup for (approval|a vote)\b/,
    ),
    placed:
      [...q.matchAll(/\b([a-z]+) (?:at|on|in) (?:the )?[a-z]/g)]
        .map((m) => m[1] ?? "")
        // "Spend on the hall": the hall, not the spending.
        .find(
          (w) =>
            subject.includes(w) &&
            !/^(give|gave|given|spend|spent|pay|paid|cost|costs|allocated?|awarded?|funded|granted)$/.test(
              w,
            ),
        ) ?? null,
    body,
    lastCount: lastCountOf(q, meeting),
    // "When did they finally decide?" asks when, not for a final figure.
    final: has(
      /\bin the end\b|\b(end|ends|ended|ending) up\b|\bultimately\b|\bat the end of the day\b/,
    ),
    unanimous: has(
      /\b(weren'?t|wasn'?t|not|non-?) ?unanimous\b|\b(split|contested|divided) (votes?|decisions?|motions?)\b|\bvotes? against\b/,
    )
      ? false
      : has(/\bunanimous(ly)?\b/) && (counts || has(/\b(which|list)\b/))
        ? true
        : null,
    unknownPerson: unknown.person,
    // "My carnival committee interest": a body declared in, which the records may hold, not
    // whose records are asked for.
    unknownOrganisation: topic === "interest" && mine ? null : unknown.organisation,
    meetingKind: kind,
    before,
    cancelledOnly:
      topic === "meeting" && has(/\b(cancell?ed|called off|cancell?ations?)\b/) && !counts,
  };
}

/**
 * Words that only frame a question about the records ("declared", "vote") but are what a
 * question about a rule is about ("what must I do when I have a conflict", "who may vote").
 */
const ruleSubjectWords = new Set(
  `conflict conflicts interest interests declare declared declaration register vote voted votes
  voting quorum chair attend attendance minutes approve approval apologies absent committee`.split(
    /\s+/,
  ),
);
