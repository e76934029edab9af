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
  if (!left || !right) return null;
  const words = (side: string) =>
    (side.match(/[a-z0-9]+/g) ?? []).filter(
      (w) => (w.length > 1 || /\d/.test(w)) && !questionWords.has(w),
    );
  const a = words(left);
  const b = words(right);
  // "Stage 1 or stage 2": the second side borrows the first's words around its own number.
  if (b.length === 1 && /^\d+$/.test(b[0] ?? "") && a.length > 1)
    return [a, [...a.filter((w) => !/^\d+$/.test(w)), b[0] ?? ""]];
  return a.length && b.length ? [a, b] : null;
}

/** How many of the words a text holds (a number must stand as a word of its own). */
function held(text: string, words: readonly string[]): number {
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
  if (organisationIds.length === 0) return null;
  const rows = await approvedDecisions(db, organisationIds);
  const best = (words: string[]) => {
    let found: { d: ApprovedDecision; amount: Amount; score: number } | null = null;
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
  const [big, small] = a.amount.cents >= b.amount.cents ? [a, b] : [b, a];
  const line = (x: typeof a) =>
    `- **${x.d.title}** (${calendarDate(x.d.decided_on, "date")}): ${money(x.amount)}${decisionPlace(book, x.d)}`;
  const difference = { cents: big.amount.cents - small.amount.cents, sign: big.amount.sign };
  return [`**${big.d.title}** was the larger, by ${money(difference)}:`, "", line(a), line(b)].join(
    "\n",
  );
}
