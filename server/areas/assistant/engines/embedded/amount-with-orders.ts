import type { DbOrTx } from "../../../../db/client.js";
import { fold } from "../../understanding/question-analysis.js";
import type { CitationBook } from "../engine.js";
import { amountIn, money } from "./amounts.js";
import { approvedDecisions } from "./approved-decisions.js";
import { held, type Side, sideLine } from "./compare-amounts.js";

const orderWords = /\b(change|variation)[ -]?orders?\b/;

/**
 * "The balcony contract up to now with the change order", "committed to Rift Builders,
 * including the variation order": a contract and what its orders added, asked together.
 */
export function asksWithOrders(question: string): "change" | "variation" | null {
  const q = fold(question);
  // A figure is asked ("what's…", "how much…", "up to now"), not who approved them or which.
  if (
    !/^(what(?:'s|s| is| was)?|whats|how much)\b|\b(total|come to|comes to|came to|committed|worth|value|up to now|so far|to date|in all)\b/.test(
      q,
    )
  )
    return null;
  const m =
    /\b(?:including|incl|with|plus|after|and) (?:the |its |all |any |both )?(change|variation)[ -]?orders?\b/.exec(
      q,
    );
  return m?.[1] === "change" || m?.[1] === "variation" ? m[1] : null;
}

/** An order itself: so titled, or approved as one ("Approved change order no. 2 for $6,100"). */
function isOrder(title: string, text: string): boolean {
  return (
    orderWords.test(fold(title)) ||
    /\b(approv|authori[sz]|agree|accept)\w* (?:[\w.']+ ){0,3}(change|variation)[ -]?orders?\b/.test(
      fold(text),
    )
  );
}

/** "A credit of $4,000 for the omitted membrane": an order that takes away. */
const takesAway = /\b(credit|reduc\w*|omit\w*|omission|deduct\w*|saving)\b/;

/** Words of the orders themselves, not of the contract they change. */
const notContractWords = new Set(
  "change changes variation variations order orders including incl plus after with".split(" "),
);

/**
 * The contract the subject names and every change or variation order to it since, added and
 * each cited. Null when no contract, or no order to it, states an amount.
 */
export async function contractWithOrders(
  db: DbOrTx,
  subject: readonly string[],
  /** How the question calls the orders: "change" or "variation". */
  called: "change" | "variation",
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  const words = subject.filter((w) => !notContractWords.has(w));
  if (words.length === 0 || organisationIds.length === 0) return null;
  const need = Math.max(1, Math.ceil(words.length * 0.6));
  const sides: (Side & { order: boolean })[] = [];
  for (const d of await approvedDecisions(db, organisationIds)) {
    const said = `${d.title} ${d.text}`;
    const amount = amountIn(said);
    const score = held(said, words);
    if (amount && score >= need) sides.push({ d, amount, score, order: isOrder(d.title, d.text) });
  }
  // The contract itself: the best-named record that is not an order, the earliest of those
  // named as well (the award, not a later claim under it; rows come latest first).
  const base = sides
    .filter((s) => !s.order)
    .reduce<(typeof sides)[number] | null>((b, s) => (s.score >= (b?.score ?? 0) ? s : b), null);
  if (!base) return null;
  const candidates = sides.filter(
    (s) =>
      s.order &&
      s.d.organisation_id === base.d.organisation_id &&
      s.d.decided_on >= base.d.decided_on,
  );
  // Another currency cannot be added: no total rather than a wrong one.
  if (candidates.some((s) => s.amount.sign !== base.amount.sign)) return null;
  // The same order minuted twice (reported, then approved) is one order.
  const orders = candidates
    .filter(
      (s, i, all) =>
        all.findIndex(
          (o) => o.amount.cents === s.amount.cents && fold(o.d.title) === fold(s.d.title),
        ) === i,
    )
    .reverse();
  if (orders.length === 0) return null;
  const signed = (s: Side) =>
    takesAway.test(fold(`${s.d.title} ${s.d.text}`)) ? -s.amount.cents : s.amount.cents;
  const total = orders.reduce((sum, s) => sum + signed(s), base.amount.cents);
  return [
    `With ${orders.length === 1 ? `its ${called} order` : `its ${orders.length} ${called} orders`}, it comes to ${money({ cents: total, sign: base.amount.sign })}:`,
    "",
    sideLine(base, book),
    ...orders.map((s) => sideLine(s, book)),
  ].join("\n");
}
