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
import { knownAs, namedOrganisations, namedPeople, unknownNames } from "./question-names.js";
import { correctTypos, fold, questionWords, writtenOut } from "./question-words.js";

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

export type QuestionTopic =
  | "meeting"
  | "attendance"
  | "agenda"
  | "decision"
  | "vote"
  | "action"
  | "interest"
  | "document";

/** Which meeting a meeting question wants, when it wants one. */
export type MeetingWhich = "next" | "last" | "previous" | "first" | "inRange";

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
  actionStatus: "open" | "overdue" | "done" | "cancelled" | "all" | null;
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

/** Interest paid or earned, a dividend or a result declared: words of money, not of conflicts. */
const moneyInterest =
  /\binterest (rates?|paid|payable|income|charges?|costs?|cover|free|only|on (the |our |its |their )?(loans?|shares?|deposits?|savings|balances?|reserves|investments?|borrowing|debt|facility|mortgage))\b|\b(pay|paid|paying|pays|earn|earned|earning|earns|charge|charged|charging|accrued?) (\w+ )?interest\b|\binterest-only\b|\bdividends?\b|\bdeclared (re-?)?elected\b|\bdeclared (the )?(result|winner|open|closed)\b/;

/** "The last two", "the last few": how many of the last meetings. */
const lastNumbers: Record<string, number> = {
  two: 2,
  "2": 2,
  "couple of": 2,
  three: 3,
  "3": 3,
  few: 3,
  four: 4,
  "4": 4,
  five: 5,
  "5": 5,
};

/** "In the end", "ended up", "finally": words of how something ended, not what it is about. */
const finalWords =
  /\bin the end\b|\b(end|ends|ended|ending) up( costing)?\b|\b(ultimately|eventually|finally)\b|\bat the end of the day\b/g;

/** Reads a question (see QuestionAnalysis). */
export function analyseQuestion(question: string, context: AnalysisContext): QuestionAnalysis {
  const q = correctTypos(writtenOut(fold(question)), context);
  const has = (pattern: RegExp) => pattern.test(q);
  const counts = has(/\bhow many\b|\bnumber of\b|\bcount\b/);
  const addsWords = has(
    /\bhow much\b|\btotal\b|\bsum\b|\bin total\b|\badd(ed)? up\b|\bspent?\b|\bcost(ing)?\b/,
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
    !has(/\bhow much (notice|time|warning|longer|earlier|later)\b/);
  const asksMover = has(
    /\bwho\b[^?]*\b(moved|seconded|proposed|mover|seconder)\b|\b(moved|seconded) by\b/,
  );
  const lostOnly = has(
    /\b(lost|lose|losing|rejected|defeated|not approved|failed|voted down|turned down|knocked back)\b/,
  );
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
  const mine = has(/\b(my|mine|i|me)\b/) && !has(/\bcan i\b|\bshould i\b|\bdo i need\b/);

  // "Who has to sign…", "up to what amount can the committee approve…", "are we meant to…":
  // a rule, asked in the present, is read in the governance documents, not the records.
  const asksRule =
    (has(
      /\b(must|has to|have to|needs? to|meant to|supposed to|required to|allowed to|entitled to|permitted to|obliged to|eligible)\b/,
    ) ||
      has(
        /\b(can|may|could)\b[^?]{0,40}\b(approve|sign|spend|vote|decide|appoint|borrow|invest|delegate|serve|stand|remove|co-?opt)\b/,
      ) ||
      has(/\b(get|have|has) a vote\b|\bvoting rights?\b/) ||
      // "If I'm conflicted on something, what do I do?", "who do I tell if…": a rule.
      has(
        /^if\b[^?]*\bwhat (do|should|must|would|can) (i|we)\b|\bwhat (do|should|must) (i|we) do (if|when|about)\b|\bwho (do|should) (i|we) (tell|talk to|report to|contact|notify|inform)\b/,
      )) &&
    !has(/\b(did|was|were|has been|have been|had|last|ago|yesterday)\b/) &&
    !has(/\bcan (you|u)\b|\bcan i (see|get|have|view|find|read|look)\b/);
  let topic: QuestionTopic | null = null;
  const policyWords =
    /\b(policy|policies|deed|constitution|terms of reference|quorum|delegat\w*|limit|charter|procedure|rules?)\b/;
  // "How long have I got to…", "what's the deadline": a rule, read in the documents.
  if (
    has(
      /\bhow (long|soon|quickly) (do|does|have|has|must|should|can|is|are)\b|\bdeadline\b|\btime limit\b/,
    )
  )
    topic = "document";
  else if (asksRule) topic = "document";
  // "The MD's capex approval limit", "signing authority": a delegated limit, written in a policy.
  else if (
    has(
      /\b(approval|spending|signing|sign-off|financial|delegated|capex) (limits?|authority|thresholds?)\b/,
    )
  )
    topic = "document";
  else if (
    (has(
      /\b(interest|interests|declared|declaration|conflicts? of interest|conflicted|recused?)\b|\b(a|any) conflicts? (with|over|on)\b|\b(leave|left|leaving|step(ped)? out of) the (room|meeting)\b/,
    ) ||
      (has(/\b(on|in) the register\b|\bregister of interests\b/) &&
        !has(/\bregister of (members|directors|shareholders|trustees|charges|gifts|seals)\b/))) &&
    !has(/\bpolicy\b|\brequire/) &&
    // "What interest rate did the co-op pay?", "the dividend declared": money, not a conflict.
    !(has(moneyInterest) && !has(/\bconflict|\bregister\b|\binterests\b/))
  )
    topic = "interest";
  else if (
    has(
      /\b(action|actions|to-?dos?|(?<!asked )to do|tasks?|follow[- ]?ups?)\b|\bwho owns\b|\bassigned to\b|\bresponsible for\b|\bin charge of\b|\bon my plate\b|\bmeant to be\b|\bwho(?:'s| is| are) (working|helping) (with )?(me|us)\b|\bwho(?:'s| is) doing\b|\bfall(?:s|ing)? due\b|\bdue (?:this|next|by)\b|\bwhen (?:is|are|was|were) (?:the|my|our) [^?]*\bdue (?:to be|for|back)\b|\b(i|we|he|she|they) (still )?owes?\b|\bon the hook\b|\bchas(e|es|ing)\b|\bmy (action |to-?do |task )?list\b/,
    ) ||
    has(/\b(i|we|i've|we've)\b[^?]*\boutstanding\b|\boutstanding (for|on|with) (me|us)\b/) ||
    has(
      /\bstill open\b|\bwhat(?:'s| is) (?:still )?open\b|\bopen items\b|\b(i|we|he|she|they) (have|has|got) open\b|\bpoint (person )?on\b/,
    )
  )
    topic = has(/\bpolicy\b/) ? "document" : "action";
  else if (
    // "I missed the November meeting: who moved the budget?" asks who moved it.
    !asksMover &&
    !has(/\bwhat was the (vote|tally)\b/) &&
    has(
      /\b(attend|attended|attendance|apolog(y|ies)|present at|absent|missed|missing|who was there|who were there|who was at|who were at|who came|make it to|made it to|turn(ed)? up|show(ed)? up|couldn't make|could not make|couldnt make|unable to attend|not there|away (for|from|at)|miss|misses)\b|\b(been|come|came|went) to (the|that|this|any|all|every|many|of)\b|\bdid (?!it\b)(i|you|he|she|they|[a-z]+) (make|come) (it|to|the)\b|\bhave i been to\b|\bwho was away\b|\bwho (wasn'?t|was not|weren'?t|were not) (at|there)\b/,
    )
  )
    topic = "attendance";
  else if (
    has(/\b(tally|votes?|voted|voting|ballot)\b|\bwho (opposed|supported|abstained|dissented)\b/) ||
    lostOnly
  )
    topic = "vote";
  // "Did the July board meeting go ahead?": whether it was held, not a decision.
  // "Did the trustees' meeting planned for 26 September go ahead?", "did the AGM take place?"
  else if (
    has(
      /\b(meeting|mtg|agm|egm)s?\b(?:(?!\b(agree|decid|approv|vot|resolv|plan to|want))[^?]){0,50}\b(still )?((go|went|goes|gone|going) ahead|(take|took|taken|taking) place)\b/,
    )
  )
    topic = "meeting";
  else if (
    asksMover ||
    has(
      /\b(decide|decided|decision|decisions|resolved?|resolution|agreed?|approve|approved|approval|carried|passed|adopt|adopted|endorsed?|ratified)\b|\b(get|got|gets) up\b|\b(go|went|goes|gone) (ahead|thru|through)\b|\bsign(ed)? off\b|\bgreen ?lit\b|\bgreen ?light(ed)?\b/,
    )
  )
    topic = "decision";
  // A rule is asked of the documents even when it is about meetings or agenda items ("the
  // quorum for a meeting", "a conflict on an agenda item: what does our policy say").
  else if (has(/\b(policy|policies|deed|terms of reference)\b/)) topic = "document";
  else if (
    has(
      /\bagenda\b|\bwhat(?:'s|s| is| was)? (on|discussed|covered)\b|\bdiscussing\b|\b(going|coming) (to|before) (the |our )?(\w+ )?(board|committee|meeting|trustees|directors)\b|\bwhat did (we|they|the \w+) (cover|go over|look at)\b|\bcoming up (at|for|on)\b|\b(take|takes|taking|took) up\b|\bitems?\b|\btopics?\b|\bdiscuss(ed)?\b|\bcame up\b|\btalked about\b|\bcovered\b/,
    )
  )
    topic = "agenda";
  else if (has(policyWords)) topic = "document";
  else if (
    has(
      /\b(meet|meeting|meetings|met|hui|agm|egm|convene[ds]?|gather(ed)?)\b|\bget together\b|\bgot together\b/,
    )
  )
    topic = "meeting";

  // "Whose terms are up at the AGM?", "what is the AGM being asked to do?": its business.
  if (
    (topic === "meeting" ||
      topic === null ||
      ((topic === "vote" || topic === "decision") &&
        has(/\bbe voting on\b|\bbeing (asked|proposed|put)\b/))) &&
    has(/\b(agm|meeting|egm)\b/) &&
    has(
      /\bwhose\b|\bup (at|for)\b|\basked to\b|\bbeing (decided|voted on|elected|put)\b|\bcalled for\b|\bvoting on\b|\bbe voting\b/,
    )
  )
    topic = "agenda";
  // "What's overdue for the board?", "what's Marcus got outstanding?", "what did I get lumped
  // with?": actions, though the word is not said.
  if (
    topic === null &&
    has(
      /\b(overdue|outstanding)\b|\b(lumped|landed|stuck|saddled) with\b|\bon (my|his|her|their) plate\b|\b(finished|completed|done)\b[^?]*\byet\b/,
    )
  )
    topic = "action";

  // "How many times have we set membership fees?": decisions, though not called so.
  if (topic === null && has(/\b(we|they|the board|the committee) (set|fixed)\b/))
    topic = "decision";

  // "What happened with the catering proposal (at the September meeting)?": what was decided
  // about it.
  if (
    (topic === null || topic === "meeting") &&
    has(/\bwhat (happened|became) (to|with|of)\b|\bwhat came of\b|\b(the )?outcome of\b/)
  )
    topic = "decision";

  // "When and where was the 2025 strategy day held?": a meeting of that kind.
  if (topic === null && meetingKindOf(q)) topic = "meeting";

  let meeting: MeetingWhich | null = null;
  if (has(/\b(next|upcoming|coming|future|scheduled)\b/)) meeting = "next";
  else if (
    has(
      /\b(previous|before that|before last|one before|prior)\b|\bbefore the (last|latest|most recent)\b/,
    )
  )
    meeting = "previous";
  // "last year", "last month" name a period, not the last meeting.
  else if (
    has(
      /\b(last|latest|most recent|recently|just)\b(?!\s+(year|month|week|fortnight|quarter|term))/,
    )
  )
    meeting = "last";
  // "The foundation's first ever annual meeting": the earliest of them ("what was first on the
  // agenda" is not).
  else if (
    (topic === "meeting" || topic === "attendance" || topic === "agenda") &&
    has(
      /\b(first|earliest|very first|first ever)\b ([a-z'-]+ ){0,3}(meeting|meetings|agm|board|committee|annual|session|gathering)\b/,
    )
  )
    meeting = "first";
  let range = dateRange(question, context.today, context.monthFirst);
  // "The board meeting before the August one": the last meeting before that month began.
  let before: string | null = null;
  if (
    range &&
    meeting !== "next" &&
    has(
      /\bbefore (the|that|our) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b( [a-z]+)?( one| meeting)?\b/,
    )
  ) {
    before = range.from;
    range = null;
    meeting = "last";
  }
  // "What did we decide in January, and what happened after that?": from then until today.
  if (
    range &&
    range.to < context.today &&
    has(
      /\bwhat (happened|was decided|did (we|they|the \w+) decide) (after|afterwards|since|later|then)\b/,
    )
  )
    range = { from: range.from, to: context.today };
  // "Where do the trustees usually meet?": the next meeting's place says it ("where was the
  // special meeting held?" is one held already).
  if (!meeting && !range && topic === "meeting" && has(/\bwhere\b/) && tense !== "past")
    meeting = "next";
  if (!meeting && range && (topic === "meeting" || topic === "attendance" || topic === "agenda"))
    meeting = "inRange";
  // "What meetings have I got coming up?": the next three months' meetings, not the next alone.
  if (
    meeting === "next" &&
    topic === "meeting" &&
    !range &&
    !counts &&
    has(/\bmeetings\b/) &&
    !has(/\bnext (\w+ )?meeting\b/)
  ) {
    meeting = "inRange";
    const end = new Date(`${context.today}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 91);
    range = { from: context.today, to: end.toISOString().slice(0, 10) };
  }

  let actionStatus: QuestionAnalysis["actionStatus"] = null;
  // "Assigned to me that are not done yet": the open ones.
  const notDone = has(
    /\b(not|aren'?t|isn'?t|haven'?t|hasn'?t) (yet |been )?(done|complete|completed|finished|closed)\b|\bstill open\b|\boutstanding\b/,
  );
  if (has(/\b(overdue|late|past due|behind)\b/)) actionStatus = "overdue";
  else if (topic === "action" && has(/\b(cancell?ed|dropped|abandoned|withdrawn)\b/))
    actionStatus = "cancelled";
  // "What actions were given to me, and are they complete?": each of them, with where it stands.
  else if (
    topic === "action" &&
    has(
      /\b(are|have|were) (they|these|those|them|all|any)( been)? (complete|completed|done|finished|closed)\b|\b(were|was|been) (given|assigned) to\b/,
    ) &&
    !notDone
  )
    actionStatus = "all";
  else if (has(/\b(done|completed|finished|closed)\b/) && !notDone) actionStatus = "done";
  // "What happened to my action about…", "where is the action on…": whatever its status.
  else if (has(/\bwhat happened\b|\bstatus of\b|\bprogress\b|\bwhere (is|are|'s)\b|\bupdate on\b/))
    actionStatus = null;
  // "How many actions has Eric been given in total?": all of them, whatever they stand at.
  else if (
    topic === "action" &&
    !notDone &&
    has(/\b(in total|altogether|all up|overall|ever|been (given|assigned)|all time)\b/)
  )
    actionStatus = "all";
  else if (topic === "action") actionStatus = "open";

  const people = namedPeople(q, context.people);
  const organisations = namedOrganisations(q, context.organisations, question);
  // "Was Jennifer at the last FFC?": a person at a meeting is attendance.
  if (
    (topic === null || topic === "meeting") &&
    people.length > 0 &&
    has(/\b(was|were|is)\b[^?]*\bat (the|that|our)\b/) &&
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
  const subject = [
    ...new Set(
      (
        q
          .replace(/\b(since|from) the (start|beginning) of\b/g, " ")
          // "The Board of Trustees' actions", "the trustees' meeting": the board, by its members.
          .replace(/\bboard of (trustees|directors|governors|management)\b/g, "board")
          .replace(
            /\b(trustees|directors|governors)'? (meetings?|actions?|decisions?|minutes|agendas?)\b/g,
            "board $2",
          )
          // "What did it end up costing?": how it ended, not what about.
          .replace(finalWords, (said) => (/\bcosting$/.test(said) ? " cost " : " "))
          // "What are we paying the auditors?": an amount asked, not what about.
          .replace(
            /\b(what|how much) (are|were|do|did|will|does) (we|they|you|i) (pay|paying|charge|charging)\b/g,
            " ",
          )
          // "Did the AGM take place?": whether it was held, not what about.
          .replace(/\b(take|takes|took|taken|taking) place\b/g, " ")
          // "What will the AFC take up?": the meeting's business, not what about.
          .replace(/\b(take|takes|taking|took) up\b/g, " ")
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
            // "The co-op board" named the co-op: which body, not what about.
            !(organisations.length > 0 && /^co-?op(erative)?s?$/.test(w)) &&
            !months.some((m) => w === m || w === m.slice(0, 3)) &&
            w !== "sept" &&
            // Years and days of the month are dates, not the subject.
            (!/^\d{4}$/.test(w) || labelled.includes(w)) &&
            !/^\d{1,2}(st|nd|rd|th)?$/.test(w) &&
            // "The special meeting", "the AGM": which meeting, not what about.
            !(
              kind &&
              /^(special|extraordinary|egms?|agms?|annual|general|strategy|inaugural)$/.test(w)
            ),
        ),
    ),
  ];
  const unknown = unknownNames(question, context, organisations, people);
  // "Leave out the committee's": the boards, not the committees.
  const excludesCommittee = has(
    /\b(leave out|leaving out|excluding|not counting|except|without|apart from|other than) the committee/,
  );
  // "Across the board and ARC": the committee named and the board with it.
  const body =
    organisations.length > 0
      ? has(/\bthe board (and|plus)\b|\b(and|plus) the board\b/)
        ? "board"
        : null
      : excludesCommittee
        ? "board"
        : has(/\bcommittees?\b/)
          ? "committee"
          : has(/\bboard('s)?\b|\btrustees\b/)
            ? "board"
            : null;
  return {
    topic,
    meeting,
    counts,
    adds,
    asksAmount: adds || asksRate,
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
    lastCount:
      meeting === "last"
        ? (lastNumbers[
            /\b(?:last|latest|most recent|previous) (two|three|four|five|2|3|4|5|couple of|few) (?:[a-z']+ ){0,3}?(?:meetings|agms|egms|mtgs|sessions)\b/.exec(
              q,
            )?.[1] ?? ""
          ] ?? null)
        : null,
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
    unknownOrganisation: unknown.organisation,
    meetingKind: kind,
    before,
  };
}

/** Kinds of meeting named by their titles, as a pattern for the title (case ignored). */
const meetingKinds: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(agms?|annual general meetings?|annual meetings?|members'? meetings?|meetings? of (the )?members|(?<!special |extraordinary )general meetings?)\b/,
    "annual (general )?meeting|\\magm\\M|members'? meeting|meeting of (the )?members",
  ],
  [
    /\b(special|extraordinary|egm)\b (board |general |committee )?meetings?\b|\begms\b/,
    "special|extraordinary",
  ],
  [
    /\bstrategy (day|meeting|session|workshop)\b|\bretreat\b|\baway ?day\b|\bplanning day\b/,
    "strategy|strategic|retreat|away ?day|planning day",
  ],
  [/\binaugural\b (board |committee )?meetings?\b/, "inaugural"],
];

/** Meetings of the members (an AGM), not of the board: "the next board meeting" is not one. */
export const notGeneral = "^(?!.*(annual general|annual meeting|general meeting|\\magm\\M))";

function meetingKindOf(q: string): string | null {
  // "How many meetings in 2025, including the AGM and the strategy day": all of them.
  if (/\b(incl|including|includes|inclusive of|plus|as well as|counting)\b/.test(q)) return null;
  const kind = meetingKinds.find(([said]) => said.test(q))?.[1];
  if (kind) return kind;
  return /\bboard meetings?\b/.test(q) ? notGeneral : null;
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
