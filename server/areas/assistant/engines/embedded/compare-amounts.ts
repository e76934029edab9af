import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { fold } from "../../understanding/question-analysis.js";
import { questionWords, stemOf, variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { type Amount, amountIn, money } from "./amounts.js";
import { type ApprovedDecision, approvedDecisions } from "./approved-decisions.js";
import { decisionPlace } from "./decision-place.js";

/**
 * "Which was bigger, the Ashcombe boiler or the Kingsmead roof?", "which cost more, stage 1 or
 * stage 2?": the two things the question sets side by side, each as its own words.
 */
export function comparedSides(question: string): [string[], string[]] | null {
  const q = fold(question);
  if (
    !/\b(bigger|larger|more|higher|cheaper|less|smaller|lower|dearer|costlier|expensive)\b/.test(q)
  )
    return null;
  // "How much more did the Kyogle roof cost than the dental chair?": X than Y.
  const than =
    /\bhow much (?:more|less|extra|bigger|smaller|cheaper|dearer|higher|lower)\b (?:did|was|were|is|does|do)? ?(.+?) (?:cost |costs |come to |come in at )?than (?:the |what )?(.+?)\??$/.exec(
      q,
    );
  let left: string | undefined;
  let right: string | undefined;
  if (than) [left, right] = [than[1], than[2]];
  else {
    if (!/\bwhich\b|\bwhat\b/.test(q)) return null;
    // The part after the comma or dash names the two: "…, X or Y" (and "? by how much" after).
    const asked = q.replace(/\?\s*(and )?by how much\b.*$/, "");
    const tail = asked.split(/[,:;—–]\s*/).at(-1) ?? asked;
    [left, right] = tail.replace(/\?$/, "").split(/\s+(?:or|vs\.?|versus)\s+/);
  }
  return left && right ? sidesOf(left, right) : null;
}

/**
 * "What's the dock C repair plus the dredging contract come to together?", "how much have we
 * paid Halvorsen for phase 1 and 2 together?": two things whose amounts are added.
 */
export function summedSides(question: string): [string[], string[]] | null {
  const q = fold(question).replace(/\?+$/, "");
  if (!/\b(together|combined|altogether|in total|between them|add up|come to)\b/.test(q))
    return null;
  const asked = q
    .replace(
      /^.*?\b(what(?:'s| is| are| do| does| did)?|how much(?: (?:is|are|do|does|did|have|has|was|were) (?:we |they |you |i )?(?:paid|pay|spent|spend|given|give)?)?)\s+/,
      "",
    )
    .replace(
      /\s+(?:(?:come|comes|came|cost|costs|add up) (?:to )?)?(?:together|combined|altogether|in total|between them)$/,
      "",
    )
    .replace(/\s+(?:come|comes|came|add up) to$/, "");
  const [left, right] = asked.split(/\s+(?:plus|and)\s+/);
  // "…per unit and what did it raise in total": a second question, not a second thing.
  if (!left || !right || /^(what|how|when|who|which|did|does|do|is|was)\b/.test(right)) return null;
  const sides = sidesOf(left, right);
  // "The spring and autumn grant rounds in 2025": the first borrows the second's other words.
  const [a, b] = sides ?? [[], []];
  return a.length === 1 && b.length > 1 && !/^\d+$/.test(a[0] ?? "")
    ? [[...a, ...b.slice(1)], b]
    : sides;
}

/** The words of each side; "stage 1 or stage 2": the second borrows the first's around its number. */
function sidesOf(left: string, right: string): [string[], string[]] | null {
  const words = (side: string) =>
    (side.match(/[a-z0-9]+/g) ?? []).filter(
      (w) => (w.length > 1 || /\d/.test(w)) && !questionWords.has(w),
    );
  const a = words(left);
  const b = words(right);
  if (b.length === 1 && /^\d+$/.test(b[0] ?? "") && a.length > 1)
    return [a, [...a.filter((w) => !/^\d+$/.test(w)), b[0] ?? ""]];
  return a.length && b.length ? [a, b] : null;
}

/** How many of the words a text holds (a number must stand as a word of its own). */
export function held(text: string, words: readonly string[]): number {
  const folded = fold(text);
  return words.filter((w) =>
    /^\d+$/.test(w)
      ? new RegExp(`\\b${w}\\b`).test(folded)
      : variantsOf(w).some((v) => folded.includes(stemOf(v))),
  ).length;
}

/**
 * The two amounts the decisions state for each side, and which is the larger, each cited. Null
 * when either side has no decision that names most of its words and an amount.
 */
export async function compareAmounts(
  db: DbOrTx,
  sides: [string[], string[]],
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  const pair = await sidesFound(db, sides, organisationIds);
  if (!pair) return null;
  const [a, b] = pair;
  const [big, small] = a.amount.cents >= b.amount.cents ? [a, b] : [b, a];
  const difference = { cents: big.amount.cents - small.amount.cents, sign: big.amount.sign };
  return [
    `**${big.d.title}** was the larger, by ${money(difference)}:`,
    "",
    sideLine(a, book),
    sideLine(b, book),
  ].join("\n");
}

/** The two amounts added, each cited; null when either side has no decision stating one. */
export async function sumAmounts(
  db: DbOrTx,
  sides: [string[], string[]],
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  const pair = await sidesFound(db, sides, organisationIds);
  if (!pair) return null;
  const [a, b] = pair;
  const total = { cents: a.amount.cents + b.amount.cents, sign: a.amount.sign };
  return [`Together they come to ${money(total)}:`, "", sideLine(a, book), sideLine(b, book)].join(
    "\n",
  );
}

export type Side = { d: ApprovedDecision; amount: Amount; score: number };

/** "- **Roof contract** (11 August 2026): $1,380,000 at [meeting]": one figure, cited. */
export const sideLine = (x: Pick<Side, "d" | "amount">, book: CitationBook) =>
  `- **${x.d.title}** (${calendarDate(x.d.decided_on, "date")}): ${money(x.amount)}${decisionPlace(book, x.d)}`;

/**
 * For each side, the decision stating an amount that names most of its words; null when either
 * has none, both are one decision, or the amounts are in different currencies.
 */
async function sidesFound(
  db: DbOrTx,
  sides: [string[], string[]],
  organisationIds: readonly string[],
): Promise<[Side, Side] | null> {
  if (organisationIds.length === 0) return null;
  const rows = await approvedDecisions(db, organisationIds);
  const best = (words: string[]) => {
    let found: Side | null = null;
    for (const d of rows) {
      const amount = amountIn(`${d.title} ${d.text}`);
      if (!amount) continue;
      const score = held(`${d.title} ${d.text}`, words);
      if (score > (found?.score ?? 0)) found = { d, amount, score };
    }
    return found && found.score >= Math.max(1, Math.ceil(words.length * 0.6)) ? found : null;
  };
  const a = best(sides[0]);
  const b = best(sides[1]);
  if (!a || !b || a.d === b.d || a.amount.sign !== b.amount.sign) return null;
  return [a, b];
}
