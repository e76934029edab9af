import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { stemOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { decisionPlace } from "./decision-place.js";

type DecisionRow = {
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
]);

/** The first dollar figure a decision states, in cents ("$45,000", "$1.2m", "$12k"). */
export function amountInCents(text: string): number | null {
  const m = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)\s?(k|m|million|thousand)?\b/i.exec(text);
  if (!m?.[1]) return null;
  const [whole = "0", fraction = ""] = m[1].replace(/,/g, "").split(".");
  let cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  const scale = m[2]?.toLowerCase();
  if (scale === "k" || scale === "thousand") cents *= 1_000;
  if (scale === "m" || scale === "million") cents *= 1_000_000;
  return cents;
}

export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-NZ");
  const rest = cents % 100;
  return `$${whole}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
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
): Promise<string | null> {
  const subject = analysis.subject.filter((w) => !generic.has(w));
  const listing = analysis.range !== null || analysis.lostOnly || analysis.counts || analysis.adds;
  if (!listing || organisationIds.length === 0) return null;
  if (subject.length > 0 && !analysis.adds && !analysis.range) return null;
  const { from, to } = analysis.range ?? { from: "1900-01-01", to: "2999-12-31" };
  const rows = await queryRows<DecisionRow>(
    db,
    sql`select d.organisation_id, o.name as organisation_name, d.meeting_id, m.title as meeting_title,
          d.title, d.text, d.outcome, d.decided_on
        from decisions d join organisations o on o.id = d.organisation_id
        left join meetings m on m.id = d.meeting_id
        where d.organisation_id = any(${uuidList(organisationIds)})
          and d.decided_on between ${from} and ${to}
          and (${!analysis.lostOnly} or d.outcome = 'NotApproved')
        order by d.decided_on, d.title`,
  );
  // The subject narrows the list to decisions that mention it ("the hall"); a sum's subject is
  // matched by its last word below.
  // Counting or adding "community grants": what the titles approve (grants) decides, below.
  const byTitle = analysis.adds || analysis.counts;
  const about =
    subject.length && !byTitle
      ? rows.filter((d) => {
          const text = fold(`${d.title} ${d.text}`);
          const found = subject.filter((w) => text.includes(stemOf(w)));
          return found.length >= Math.max(1, Math.ceil(subject.length / 2));
        })
      : rows;
  const period = analysis.range
    ? ` between ${calendarDate(from, "date")} and ${calendarDate(to, "date")}`
    : "";
  const what = analysis.lostOnly ? "motions lost" : "decisions";
  // With a subject of its own, a period with nothing about it is left to the subject search.
  const head = subject.at(-1);
  const counted =
    analysis.counts && head && subject.length
      ? about.filter((d) => fold(d.title).includes(stemOf(head)))
      : about;
  if (counted.length === 0)
    return subject.length && !byTitle
      ? null
      : `I couldn't find ${what}${period} in the records you can see.`;
  const several = organisationIds.length > 1;
  const line = (d: DecisionRow) => {
    const where = decisionPlace(book, d);
    return `- ${calendarDate(d.decided_on, "date")}: **${d.title}** — ${outcomeWords[d.outcome] ?? d.outcome}${where}${several ? ` (${d.organisation_name})` : ""}`;
  };
  if (analysis.adds) {
    // "community grants": the last word names what is added up (grants), as decisions' titles
    // name what they approve ("Grant to the kindergarten"); the others only describe it.
    const approved = about.filter(
      (d) => d.outcome === "Approved" && (!head || fold(d.title).includes(stemOf(head))),
    );
    const amounts = approved
      .map((d) => ({ d, cents: amountInCents(`${d.title} ${d.text}`) }))
      .filter((a): a is { d: DecisionRow; cents: number } => a.cents !== null);
    if (amounts.length === 0)
      return `I couldn't find amounts approved${period} in the records you can see.`;
    const total = amounts.reduce((sum, a) => sum + a.cents, 0);
    return [
      `${dollars(total)} was approved in ${amounts.length} decision${amounts.length === 1 ? "" : "s"}${period}:`,
      "",
      ...amounts.map((a) => `${line(a.d)}: ${dollars(a.cents)}`),
    ].join("\n");
  }
  const first = `${counted.length} ${counted.length === 1 ? what.replace(/s\b/, "") : what}${period}:`;
  return [first.charAt(0).toUpperCase() + first.slice(1), "", ...counted.map(line)].join("\n");
}
