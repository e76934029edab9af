import type { DbOrTx } from "../../../../db/client.js";
import { fold } from "../../understanding/question-analysis.js";
import { financialYears } from "../../understanding/question-dates.js";
import { questionWords, stemOf, variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { type Amount, amountOf, amountPattern, money } from "./amounts.js";
import { type ApprovedDecision, approvedDecisions, minutedRecords } from "./approved-decisions.js";
import { sideLine } from "./compare-amounts.js";

/** One of the two years a question sets side by side, as it said it. */
export type ComparedYear = {
  said: string;
  /** A calendar year the record was decided in, or null for a financial year. */
  year: number | null;
  /** The ways a record writes a financial year ("2025/26", "2025-26"), when one was named. */
  labels: string[];
  /** "Since 2024-25": the latest figure, whenever it was. */
  latest?: boolean;
};

export type ComparedYears = { subject: string[]; years: [ComparedYear, ComparedYear] };

const comparing =
  /\b(more|less|bigger|larger|smaller|higher|lower|increase[ds]?|decrease[ds]?|differ(?:ence|ent)?|change[ds]?|compare[ds]?|comparison|versus|vs|up|down|rise|rose|risen|fell|fallen|drop(?:ped)?|grow|grew|grown|went)\b/;

/** Words that say how two figures compare, not what the figures are of. */
const comparisonWords = new Set(
  `more less bigger larger smaller higher lower increase increased increases decrease decreased
  decreases difference differ different change changed changes compare compared compares
  comparison versus vs up down rise rose risen fell fallen drop dropped grow grew grown went
  by than year's years' previous prior earlier before one ones`.split(/\s+/),
);

/**
 * "How much smaller is this year's budgeted deficit than last year's?", "did the audit fee go
 * up from 2024 to 2025?", "the 2026/27 budget against 2025/26": one figure in two years. Null
 * unless the question compares and names two different years.
 */
export function comparedYears(question: string, today: string): ComparedYears | null {
  const q = fold(question);
  if (!comparing.test(q)) return null;
  const ty = Number(today.slice(0, 4));
  const found: { at: number; year: ComparedYear }[] = [];
  // "Than the year before": the year before the other one named, else before this one.
  const yearBefore =
    /\b(the year before|the previous year|the prior year|a year (?:earlier|before))\b(?! last)/.exec(
      q,
    );
  for (const m of q.matchAll(/\b(this|last|previous) year(?:'s)?\b/g))
    if (!yearBefore?.[0].includes(m[0]))
      found.push({
        at: m.index,
        year: { said: m[0], year: m[1] === "this" ? ty : ty - 1, labels: [] },
      });
  const spans = [
    ...q.matchAll(
      /(?<![\d/])\b(?:(?:19|20)\d{2}\s?[/–-]\s?\d{2}(?:\d{2})?|[1-9]\d\/\d{2})\b(?!\/)/g,
    ),
  ];
  for (const m of spans) {
    const labels = financialYears(m[0])[0];
    if (labels) found.push({ at: m.index, year: { said: m[0], year: null, labels } });
  }
  // "FY2024", "fy 25": a year of accounts named by the year it ends in.
  for (const m of q.matchAll(/\bfy ?'?(\d{4}|\d{2})\b/g)) {
    const year = (m[1] ?? "").length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
    found.push({ at: m.index, year: { said: `FY${year}`, year, labels: [] } });
  }
  const inSpan = (at: number) => spans.some((m) => at >= m.index && at < m.index + m[0].length);
  for (const m of q.matchAll(/\b(19|20)\d{2}\b/g))
    if (!inSpan(m.index))
      found.push({ at: m.index, year: { said: m[0], year: Number(m[0]), labels: [] } });
  if (yearBefore) {
    const [other] = found;
    found.push({
      at: yearBefore.index,
      year:
        found.length === 1 && other
          ? yearBeforeThat(other.year)
          : { said: yearBefore[0], year: ty - 1, labels: [] },
    });
  }
  found.sort((a, b) => a.at - b.at);
  const years = found
    .map((f) => f.year)
    .filter(
      (y, i, all) =>
        all.findIndex((o) => o.year === y.year && o.labels.join() === y.labels.join()) === i,
    );
  // "Up on last year", "more than last year": the other year is this one; "gone up since the
  // 2024-25 renewal": the latest.
  if (years.length === 1 && years[0]?.year === ty - 1 && /\b(than|on|since|from)\b/.test(q))
    years.push({ said: "this year", year: ty, labels: [] });
  else if (years.length === 1 && /\bsince\b/.test(q))
    years.push({ said: "now", year: null, labels: [], latest: true });
  const [first, second] = years;
  if (years.length !== 2 || !first || !second) return null;
  const subject = (q.match(/[a-z][a-z0-9'-]*/g) ?? [])
    .map((w) => w.replace(/'s?$/, ""))
    .filter(
      (w) => w.length > 1 && !questionWords.has(w) && !comparisonWords.has(w) && !/^fy\d*$/.test(w),
    );
  return subject.length ? { subject: [...new Set(subject)], years: [first, second] } : null;
}

/** "The year ending 30 June 2025", "year ended 31 March 2026": the financial year 2024/25 or 2025/26. */
function yearEnding(text: string, y: ComparedYear): boolean {
  const start = y.labels.map((l) => /^(\d{4})[/–-]/.exec(l)?.[1]).find(Boolean);
  const ends = start === undefined ? undefined : String(Number(start) + 1);
  return (
    ends !== undefined &&
    new RegExp(`\\byear (?:ending|ended|to) (?:\\d{1,2}(?:st|nd|rd|th)? [a-z]+ )?${ends}\\b`).test(
      text,
    )
  );
}

/** "2026-27" and the year before: "2025-26"; 2026 and the year before: 2025. */
function yearBeforeThat(year: ComparedYear): ComparedYear {
  if (year.year !== null) return { said: String(year.year - 1), year: year.year - 1, labels: [] };
  const start = Number(year.labels.map((l) => /\d{4}/.exec(l)?.[0]).find(Boolean));
  const said = `${start - 1}-${String(start % 100).padStart(2, "0")}`;
  return { said, year: null, labels: financialYears(said)[0] ?? [] };
}

/**
 * The amount a text states for a word ("an operating deficit of $85,000" for "deficit"): the
 * nearest after the word, else the nearest before it, so "total expenditure of $10,420,000 and
 * an operating deficit of $85,000" gives the deficit, not the expenditure.
 */
export function amountFor(text: string, word: string): Amount | null {
  const folded = fold(text);
  const stems = variantsOf(word).map(stemOf);
  const at = [...folded.matchAll(/[a-z][a-z'-]*/g)]
    .filter((m) => stems.some((s) => m[0].startsWith(s)))
    .map((m) => m.index + m[0].length);
  const amounts = [...folded.matchAll(amountPattern)];
  // "A fee of $19,200 (FY2023 fee: $18,500)": a figure in brackets is an aside.
  const aside = (i: number) => (folded.lastIndexOf("(", i) > folded.lastIndexOf(")", i) ? 60 : 0);
  let best: { distance: number; amount: Amount } | null = null;
  for (const a of amounts)
    for (const w of at) {
      const after = a.index - w;
      const distance = (after >= 0 ? after : 3 * -after) + aside(a.index);
      if (distance < 80 && (!best || distance < best.distance))
        best = { distance, amount: amountOf(a) };
    }
  return best?.amount ?? null;
}

/** Words that name a figure: "the internal scrutiny fee" is a fee, "the budget's income" income. */
const figureNouns =
  /^(income|expenditure|spend|spending|deficit|surplus|fees?|costs?|price|grants?|salary|salaries|rent|reserves?|turnover|loans?|levy|subscriptions?|contributions?|premium|donations?|revenue|profit|loss|quote|tender|estimate|payment|honorarium|wages?)$/;

/** The subject's words in the order to look for a figure by: what names a figure first, then the
 * rest from the last, "budget" (which states several) last of all. */
export function figureWords(subject: readonly string[]): string[] {
  const last = [...subject].reverse();
  return [
    ...last.filter((w) => figureNouns.test(w)),
    ...last.filter((w) => !figureNouns.test(w) && !/^budget/.test(w)),
    ...last.filter((w) => /^budget/.test(w)),
  ];
}

/** The figure stated for the first of the words that has one. */
function firstAmount(text: string, words: readonly string[]): Amount | null {
  for (const w of words) {
    const amount = amountFor(text, w);
    if (amount) return amount;
  }
  return null;
}

/** How many of the words a text holds, each as itself or another word for it. */
function held(text: string, words: readonly string[]): number {
  const folded = fold(text);
  return words.filter((w) => variantsOf(w).some((v) => folded.includes(stemOf(v)))).length;
}

/**
 * The figure each year's decision states for the subject, and how they differ, each cited.
 * Null when either year has no approved decision holding most of the subject and a figure for
 * its last word.
 */
export async function compareYears(
  db: DbOrTx,
  compared: ComparedYears,
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  if (organisationIds.length === 0) return null;
  let rows = await approvedDecisions(db, organisationIds);
  const { subject } = compared;
  const heads = figureWords(subject);
  const enough = Math.max(1, Math.ceil(subject.length * 0.6));
  const inYear = (d: ApprovedDecision, y: ComparedYear) => {
    if (y.latest) return true;
    const text = fold(`${d.title} ${d.text}`);
    if (y.labels.length) return y.labels.some((l) => text.includes(l)) || yearEnding(text, y);
    // "Re-appointed as auditors for 2027", decided in 2026: the year the record is for.
    // Read in the title and the record's first clause, where what it is for is said: not "the
    // fee for 2025 was $29,000" said after.
    const lead = fold(`${d.title} ${d.text.split(/[.;]\s/)[0] ?? ""}`);
    const yearFor =
      /\bfor (?:the (?:financial |calendar )?year |fy ?)?((?:19|20)\d{2})\b(?![/–-]\d)/.exec(lead);
    return Number(yearFor?.[1] ?? d.decided_on.slice(0, 4)) === y.year;
  };
  // "The FY2026 budget", "2026 budget": a title naming the year says which year a record is of,
  // whenever it was decided (a budget is approved the year before).
  const titledYear = (d: ApprovedDecision, y: ComparedYear) =>
    y.year !== null &&
    new RegExp(`\\b(fy ?)?${y.year}\\b|\\bfy ?'?${String(y.year).slice(2)}\\b`).test(fold(d.title));
  const figure = (y: ComparedYear) =>
    figureIn(y, (d) => titledYear(d, y)) ?? figureIn(y, (d) => inYear(d, y));
  const figureIn = (y: ComparedYear, of: (d: ApprovedDecision) => boolean) => {
    let found: { d: ApprovedDecision; amount: Amount; score: number } | null = null;
    for (const d of rows) {
      if (!of(d)) continue;
      const score = held(`${d.title} ${d.text}`, subject);
      const amount = score >= enough ? firstAmount(d.text, heads) : null;
      if (amount && score > (found?.score ?? 0)) found = { d, amount, score };
      // The latest is the most recent that holds the subject (rows come latest first).
      if (found && y.latest) break;
    }
    return found;
  };
  const [y1, y2] = compared.years;
  let a = figure(y1);
  let b = figure(y2);
  // A figure no decision states may be minuted: "the audit fee for 2025/26 is $31,500. Noted."
  if (!a || !b) {
    rows = await minutedRecords(db, organisationIds);
    a ??= figure(y1);
    b ??= figure(y2);
  }
  if (!a || !b || a.d === b.d || a.amount.sign !== b.amount.sign) return null;
  const difference = {
    cents: Math.abs(a.amount.cents - b.amount.cents),
    sign: a.amount.sign,
  };
  const what = subject.join(" ");
  // "From $120,000 last year to $85,000 this year", "from £9,750 in 24/25 to £10,400 in 25/26".
  const when = (y: ComparedYear) => {
    const name = y.said.replace(/'s$/, "");
    return /^(this|last|previous|now)/.test(name) ? name : `in ${name}`;
  };
  // Which year is earlier is said by the years asked ("for 2027" may be decided before "2026"
  // was confirmed); by when each was decided only when the question names no year ("since…").
  const startOf = (y: ComparedYear) =>
    y.year ?? Number(y.labels.map((l) => /^(\d{4})/.exec(l)?.[1]).find(Boolean) ?? Number.NaN);
  const [s1, s2] = [startOf(y1), startOf(y2)];
  const [early, late] = (
    Number.isFinite(s1) && Number.isFinite(s2) && !y1.latest && !y2.latest && s1 !== s2
      ? s1 < s2
      : a.d.decided_on <= b.d.decided_on
  )
    ? [
        { x: a, y: y1 },
        { x: b, y: y2 },
      ]
    : [
        { x: b, y: y2 },
        { x: a, y: y1 },
      ];
  const first =
    difference.cents === 0
      ? `The ${what} is the same in both: ${money(a.amount)}.`
      : `The ${what} went ${late.x.amount.cents > early.x.amount.cents ? "up" : "down"} by ${money(difference)}, from ${money(early.x.amount)} ${when(early.y)} to ${money(late.x.amount)} ${when(late.y)}.`;
  return [first, "", sideLine(a, book), sideLine(b, book)].join("\n");
}

/**
 * "Was the 25/26 deficit more or less than we budgeted?", "how did income come in against
 * budget?": the figure for the subject's last word in the budget against the one in the
 * accounts or result, for the year the question names (else the latest). Null unless the
 * question asks of a budget and of what came in.
 */
export function asksAgainstBudget(question: string): string[] | null {
  const q = fold(question);
  if (!/\bbudget(ed)?\b|\bforecast\b/.test(q)) return null;
  if (
    !/\b(than|against|versus|vs|compared?|over|under|within|beat|actual(ly)?|came in|ended up|result|outturn|statements|accounts)\b/.test(
      q,
    )
  )
    return null;
  const subject = (q.match(/[a-z][a-z0-9'-]*/g) ?? [])
    .map((w) => w.replace(/'s?$/, ""))
    .filter(
      (w) =>
        w.length > 2 &&
        !questionWords.has(w) &&
        !comparisonWords.has(w) &&
        !/^(budget|budgeted|budgets|forecast|forecasted|actual|actually|result|results|ended|came|over|under|within|against|beat|outturn|statements|accounts|planned|expected)$/.test(
          w,
        ),
    );
  return subject.length === 1 ? subject : null;
}

export async function budgetAgainstActual(
  db: DbOrTx,
  question: string,
  subject: readonly string[],
  organisationIds: readonly string[],
  book: CitationBook,
): Promise<string | null> {
  if (organisationIds.length === 0) return null;
  const heads = figureWords(subject);
  const head = heads[0] ?? "";
  const rows = await approvedDecisions(db, organisationIds, null, true);
  const asked = financialYears(question);
  const year = /\b(19|20)\d{2}\b/.exec(
    fold(question).replace(/\b\d{2,4}\s?[/–-]\s?\d{2,4}\b/g, ""),
  );
  const names = (d: ApprovedDecision, labels: readonly string[]) =>
    labels.some((l) => fold(`${d.title} ${d.text}`).includes(l));
  // A result "against a budgeted $360,000" is the result, not the budget.
  const budgeted = (d: ApprovedDecision) => {
    const text = fold(`${d.title} ${d.text}`);
    return /\bbudget/.test(text) && !/\bagainst (a |the )?budget/.test(text);
  };
  const figured = rows
    .map((d) => ({ d, amount: firstAmount(d.text, heads) }))
    .filter((x): x is { d: ApprovedDecision; amount: Amount } => x.amount !== null);
  const inAsked = (d: ApprovedDecision) =>
    asked.length
      ? asked.every((labels) => names(d, labels))
      : !year || d.decided_on.startsWith(year[0]);
  const actual = figured.find((x) => !budgeted(x.d) && inAsked(x.d));
  if (!actual) return null;
  // The budget of the year the result names ("the 2025/26 financial statements").
  const labels = financialYears(`${actual.d.title} ${actual.d.text}`);
  const budget = figured.find(
    (x) =>
      budgeted(x.d) &&
      x.d !== actual.d &&
      (labels.length
        ? labels.every((l) => names(x.d, l))
        : x.d.decided_on.slice(0, 4) === actual.d.decided_on.slice(0, 4)),
  );
  if (!budget || budget.amount.sign !== actual.amount.sign) return null;
  const difference = {
    cents: Math.abs(actual.amount.cents - budget.amount.cents),
    sign: actual.amount.sign,
  };
  const first =
    difference.cents === 0
      ? `The ${head} came in exactly on budget: ${money(actual.amount)}.`
      : `The ${head} came in ${money(difference)} ${actual.amount.cents > budget.amount.cents ? "more" : "less"} than budgeted: ${money(actual.amount)} against a budget of ${money(budget.amount)}.`;
  return [first, "", sideLine(actual, book), sideLine(budget, book)].join("\n");
}
