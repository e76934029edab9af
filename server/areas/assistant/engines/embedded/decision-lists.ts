import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { stemOf, variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { type Amount, amountIn, money } from "./amounts.js";
import { decisionPlace, type VoteRecord, voteDetail } from "./decision-place.js";
import { sentenceBreak } from "./sentences.js";
import { figureSubject, sentenceHoldsAll, summedWords, textAnswers } from "./subject-match.js";

type DecisionRow = VoteRecord & {
  organisation_id: string;
  organisation_name: string;
  meeting_id: string | null;
  meeting_title: string | null;
  title: string;
  text: string;
  outcome: string;
  decided_on: string;
};

const outcomeWords: Record<string, string> = {
  Approved: "approved",
  NotApproved: "lost",
  Noted: "noted",
  Deferred: "deferred",
};

/** Words that ask for decisions without saying about what. */
const generic = new Set([
  "motions",
  "motion",
  "made",
  "recorded",
  "records",
  "so",
  "far",
  "list",
  "all",
  "outside",
  "written",
  "without",
  "times",
  "set",
  "fixed",
  "items",
  "item",
  "things",
  "matters",
  "resolutions",
]);

/** Whether a decision's title names the word, as itself or another word for it ("kindy"). */
function titled(d: { title: string }, word: string): boolean {
  const title = fold(d.title);
  // A short word is a word of the title, not the start of a longer one ("boat" is not the
  // boathouse); a longer one is matched by its stem ("grants", "granted").
  return variantsOf(word).some((v) =>
    v.length <= 5
      ? new RegExp(`\\b${v.replace(/[^a-z0-9 ]/g, "")}(s|es)?\\b`).test(title)
      : title.includes(stemOf(v)),
  );
}

/**
 * Decisions of a period or an organisation, counted and listed ("What did the committee decide
 * in 2025?", "Which motions were lost since March?", "How many decisions this year?"), and
 * sums of the amounts approved ("total of grants approved in 2025"). Null when the question
 * names a subject of its own and no period: decisionsAnswer finds those.
 */
export async function decisionListAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  /** Whether a decision names what the question names (a stage, a financial year, a place). */
  names: (text: string) => boolean = () => true,
  /** Whether a decision is about what a sum asks of ("solar panels at Fenmoor Primary"). */
  aboutSum: (text: string) => boolean = () => true,
): Promise<string | null> {
  const subject = analysis.subject.filter(
    (w) => !generic.has(w) && !(analysis.deferredOnly && /^(deferred|postponed|parked)$/.test(w)),
  );
  const listing =
    analysis.range !== null ||
    analysis.lostOnly ||
    analysis.deferredOnly ||
    analysis.counts ||
    analysis.adds ||
    analysis.outsideMeetings;
  if (!listing || organisationIds.length === 0) return null;
  if (subject.length > 0 && !analysis.adds && !analysis.range && !analysis.outsideMeetings)
    return null;
  const { from, to } = analysis.range ?? { from: "1900-01-01", to: "2999-12-31" };
  const rows = await queryRows<DecisionRow>(
    db,
    sql`select d.organisation_id, o.name as organisation_name, d.meeting_id, m.title as meeting_title,
          d.title, d.text, d.outcome, d.decided_on, d.tally,
          nullif(trim(coalesce(mp.first_name, '') || ' ' || coalesce(mp.last_name, '')), '') as mover,
          nullif(trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')), '') as seconder
        from decisions d join organisations o on o.id = d.organisation_id
        left join meetings m on m.id = d.meeting_id
        left join people mp on mp.id = d.mover_person_id
        left join people sp on sp.id = d.seconder_person_id
        where d.organisation_id = any(${uuidList(organisationIds)})
          and d.decided_on between ${from} and ${to}
          and (${!analysis.lostOnly} or d.outcome = 'NotApproved')
          and (${!analysis.approvedOnly} or d.outcome = 'Approved')
          and (${!analysis.deferredOnly} or d.outcome = 'Deferred')
          and (${analysis.meetingKind}::text is null or m.title ~* ${analysis.meetingKind})
        order by d.decided_on, d.title`,
  ).then((found) =>
    found.filter(
      (d) =>
        names(`${d.title} ${d.text}`) &&
        // "Decisions made outside a meeting": written resolutions, flying minutes.
        (!analysis.outsideMeetings || d.meeting_id === null) &&
        // "Which votes weren't unanimous?": those with votes against.
        (analysis.unanimous === null ||
          (d.tally !== null && (d.tally.oppose === 0) === analysis.unanimous)),
    ),
  );
  // The subject narrows the list to decisions that mention it ("the hall"); a sum's subject is
  // matched by its last word below.
  // Counting or adding "community grants": what the titles approve (grants) decides, below.
  const byTitle = analysis.adds || analysis.counts;
  const about =
    subject.length && !byTitle
      ? rows.filter((d) => textAnswers(`${d.title}. ${d.text}`, subject))
      : rows;
  const period = analysis.range
    ? ` between ${calendarDate(from, "date")} and ${calendarDate(to, "date")}`
    : "";
  const what = analysis.lostOnly
    ? "motions lost"
    : analysis.deferredOnly
      ? "decisions deferred"
      : "decisions";
  // With a subject of its own, a period with nothing about it is left to the subject search.
  const head = subject.at(-1);
  // "Membership fees" counts the decisions titled with both words when there are some (not the
  // tuition fees), else those titled with the last ("community grants": "Grant to…").
  const titledAll = about.filter((d) => subject.every((w) => titled(d, w)));
  // "Scholarship funds" where the titles say "Merit Scholarship 2025-26" and the text "a
  // scholarship fund of…": titled with another of its words, the last said in the text.
  const titledHead = head ? about.filter((d) => titled(d, head)) : [];
  const counted =
    analysis.counts && head && subject.length
      ? titledAll.length && subject.length > 1
        ? titledAll
        : titledHead.length || subject.length < 2
          ? titledHead
          : about.filter(
              (d) =>
                subject.some((w) => titled(d, w)) &&
                sentenceHoldsAll(`${d.title}. ${d.text}`, figureSubject(subject)),
            )
      : about;
  if (counted.length === 0)
    return subject.length && !byTitle
      ? null
      : `I couldn't find ${what}${period} in the records you can see.`;
  const several = organisationIds.length > 1;
  const line = (d: DecisionRow, withText = true) => {
    const where = decisionPlace(book, d);
    // What was decided, in the register's own first sentence (figures and all), briefly.
    const said = d.text.trim().split(sentenceBreak)[0] ?? "";
    const cut = said.length > 200 ? `${said.slice(0, said.lastIndexOf(" ", 200))} …` : said;
    // A figure cut off the end is still said.
    const amount = amountIn(said);
    const brief =
      amount && !cut.includes(money(amount).slice(1)) ? `${cut} (${money(amount)})` : cut;
    // "Who seconded the internal audit plan last year?", "which votes were split?".
    const votes =
      analysis.asksMover || analysis.topic === "vote" || analysis.unanimous !== null
        ? voteDetail(d, analysis.asksMover)
        : [];
    return `- ${calendarDate(d.decided_on, "date")}: **${d.title}** — ${outcomeWords[d.outcome] ?? d.outcome}${where}${several ? ` (${d.organisation_name})` : ""}${votes.length ? `; ${votes.join("; ")}` : ""}${withText && brief ? `\n  > ${brief}` : ""}`;
  };
  if (analysis.adds) {
    // "community grants": the last word names what is added up (grants), as decisions' titles
    // name what they approve ("Grant to the kindergarten"); the others only describe it.
    const summed = about.filter(
      (d) => d.outcome === "Approved" && aboutSum(`${d.title} ${d.text}`),
    );
    // "The two audit fees": a fee stated in an auditor's appointment, when no title says "fee".
    // Adding up is of two or more: one decision's figure is read as the decision says it.
    // "How much is the head of school paid": what is paid names the sum, not "paid"; "the roof
    // at Mill Street": the roof, not the street.
    const sumHead =
      (analysis.placed && subject.includes(analysis.placed) ? analysis.placed : undefined) ??
      summedWords(subject).at(-1);
    const byHead = summed.filter((d) => !sumHead || titled(d, sumHead));
    // Read in the text, every word of what is added must be said ("the head of school's pay" is
    // not the school's fees).
    const byText = summed.filter((d) =>
      sentenceHoldsAll(`${d.title}. ${d.text}`, figureSubject(summedWords(subject))),
    );
    const approved =
      byHead.length || !sumHead || subject.length < 2 || byText.length < 2 ? byHead : byText;
    const amounts = approved
      .map((d) => ({ d, amount: amountIn(`${d.title} ${d.text}`) }))
      .filter((a): a is { d: DecisionRow; amount: Amount } => a.amount !== null);
    // With a subject of its own ("the 2025/26 operating budget"), a decision that states it may
    // still hold the figure: the subject search reads it.
    if (amounts.length === 0)
      return subject.length
        ? null
        : `I couldn't find amounts approved${period} in the records you can see.`;
    // Amounts in one currency are added; another currency's are listed apart, never added in.
    const sign = amounts[0]?.amount.sign ?? "$";
    const added = amounts.filter((a) => a.amount.sign === sign);
    const total = { cents: added.reduce((sum, a) => sum + a.amount.cents, 0), sign };
    return [
      `${money(total)} was approved in ${added.length} decision${added.length === 1 ? "" : "s"}${period}:`,
      "",
      ...amounts.map((a) => `${line(a.d, false)}: ${money(a.amount)}`),
    ].join("\n");
  }
  // "5 community grants approved in 2025": what was counted, in the question's words.
  const counting = analysis.counts && subject.length > 0 && !analysis.lostOnly;
  const noun = counting ? subject.join(" ") : what;
  const state = counting && analysis.approvedOnly ? " approved" : "";
  // One of them: the last word of the question's noun, or the first of "motions lost".
  const one = counting ? noun.replace(/s\b(?!.* )/, "") : what.replace(/s\b/, "");
  const first = `${counted.length} ${counted.length === 1 ? one : noun}${state}${period}:`;
  return [first.charAt(0).toUpperCase() + first.slice(1), "", ...counted.map((d) => line(d))].join(
    "\n",
  );
}
