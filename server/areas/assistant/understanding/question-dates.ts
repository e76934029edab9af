import { fold } from "./question-words.js";

/** A period a question is about, as calendar days (YYYY-MM-DD) in the asker's zone. */
export type DateRange = { from: string; to: string };

export const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
// "Sept" is written as often as "Sep".
export const monthPattern = `(${months.map((m) => `${m.slice(0, 3)}(?:${m === "september" ? "t?|tember" : m.slice(3)})?`).join("|")})`;

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** One calendar day as a range, or null when there is no such day ("31 June"). */
const oneDay = (y: number, m: number, d: number): DateRange | null => {
  if (m < 1 || m > 12 || d < 1 || d > lastDay(y, m)) return null;
  const day = `${y}-${pad(m)}-${pad(d)}`;
  return { from: day, to: day };
};
const monthIndex = (word: string) => months.findIndex((m) => word.startsWith(m.slice(0, 3)));

/** "2025/26", "2026-27", "2026–2028": a financial year or a plan's years (not "2026-12-09"). */
const financialYear = /\b((?:19|20)\d{2})\s?[/–-]\s?(\d{2}(?:\d{2})?)\b(?![/–-]\d)/g;

/**
 * The financial years a question names, each as the ways records write it ("2025/26",
 * "2025-26", "2025–26", "2025/2026"): a record of another year does not answer it.
 */
export function financialYears(question: string): string[][] {
  const q = fold(question);
  const long = [...q.matchAll(financialYear)].map((m) => {
    const [first = "", second = ""] = [m[1], m[2]];
    const ends = [second.slice(-2), second.length === 4 ? second : `${first.slice(0, 2)}${second}`];
    return [
      ...new Set(ends.flatMap((end) => ["/", "-", "–", " to "].map((s) => `${first}${s}${end}`))),
    ];
  });
  // "26/27": two years of two digits, the second the next one (15 and over is never a month, so
  // never a day and a month).
  // Not the end of a date in figures ("7/24/25").
  const short = [...q.matchAll(/(?<![\d/])\b([1-9]\d)\/(\d{2})\b(?!\/)/g)]
    .filter((m) => Number(m[1]) >= 15 && Number(m[2]) === Number(m[1]) + 1)
    .map((m) => [`${m[1]}/${m[2]}`, ...["/", "-", "–"].map((s) => `20${m[1]}${s}${m[2]}`)]);
  return [...long, ...short];
}

/**
 * Years said as part of the name of a year's papers ("the 2026 budget", "2025 budget vs actual",
 * "our FY2026 audit engagement letter"): which budget or audit, not when it was decided (a budget
 * for 2026 is approved in 2025). A year before anything else ("the 2025 AGM", "the 2025
 * decisions", "the 2025 fundraising dinner") stays a period.
 */
const labelYear =
  /(?:^|\b(?:the|our|this|that|its|their)\s+)(fy ?'?)?((?:19|20)\d{2})\s+(?=(?:operating |capital |draft |final |audited |revised |amended |annual |original )?(?:budgets?|plans?|audits?|accounts|reports?|letters?|statements|afs|forecasts?|fees?|levy|levies|contracts?|salar(?:y|ies)|pay|insurance|tenders?|polic(?:y|ies)|strategic|engagement|financial statements|business plan|subscriptions?|rates?|returns?)\b)/g;

export function labelYears(question: string): string[] {
  return [...fold(question).matchAll(labelYear)].map((m) => `${m[1] ? "fy" : ""}${m[2]}`);
}

/** "in 2025", "this year", "last year", "since March", "in June 2025", "last month", "between…". */
export function dateRange(
  question: string,
  today: string,
  /** "7/24/25" is 24 July where months are written first (North America). */
  monthFirst = false,
): DateRange | null {
  // A financial year ("2025/26", "2026-27") names a year of accounts, not a calendar period:
  // it is the subject of the question, matched in the records as written.
  const q = fold(question)
    .replace(financialYear, " ")
    .replace(/\bfy ?'?\d{2,4}\b/g, " ")
    // "Since the start of 2025", "since the beginning of March": since 2025, since March.
    .replace(/\b(since|from)\s+the\s+(?:start|beginning)\s+of\s+(?:the\s+)?/g, "$1 ");
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  if (/\b(since|from) (this )?year\b/.test(q)) return { from: `${ty}-01-01`, to: today };
  // "For the 2025, 2026 and 2027 ADMs", "in 2024 and 2025": from the first year to the last.
  const listed =
    /\b(?:19|20)\d{2}(?:\s*,\s*(?:19|20)\d{2})*\s*,?\s+(?:and|&)\s+(?:19|20)\d{2}\b/.exec(q);
  if (listed) {
    const years = (listed[0].match(/\d{4}/g) ?? []).map(Number).sort((a, b) => a - b);
    const [first, last] = [years[0], years.at(-1)];
    if (first && last && first !== last) return { from: `${first}-01-01`, to: `${last}-12-31` };
  }
  const monthYear = new RegExp(`\\b${monthPattern}\\s+(\\d{4})\\b`).exec(q);
  const sinceFound = new RegExp(
    `\\b(since|after|from)\\s+(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+)?(?:${monthPattern}(?:\\s+(\\d{4}))?|(\\d{4}))\\b`,
  ).exec(q);
  // "Open from the Feb board meeting", "actions from the August one": a meeting, not a start.
  const since =
    sinceFound &&
    !/^\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:[a-z]+\s+){0,2}(meeting|meetings|one|agm|hui)\b/.test(
      q.slice(sinceFound.index + sinceFound[0].length),
    )
      ? sinceFound
      : null;
  const between = new RegExp(
    `\\bbetween\\s+${monthPattern}(?:\\s+(\\d{4}))?\\s+and\\s+${monthPattern}\\s+(\\d{4})\\b`,
  ).exec(q);
  if (between) {
    const m1 = monthIndex(between[1] ?? "") + 1;
    const m2 = monthIndex(between[3] ?? "") + 1;
    const y2 = Number(between[4]);
    const y1 = between[2] ? Number(between[2]) : m1 <= m2 ? y2 : y2 - 1;
    return { from: `${y1}-${pad(m1)}-01`, to: `${y2}-${pad(m2)}-${lastDay(y2, m2)}` };
  }
  if (since) {
    if (since[5]) return { from: `${since[5]}-01-01`, to: today };
    const m = monthIndex(since[3] ?? "") + 1;
    const y = since[4] ? Number(since[4]) : m <= tm ? ty : ty - 1;
    // "Since March 16": the day after the month, where it is written so.
    const dayAfter = /^\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![\d/])(?:,?\s+(\d{4})\b)?/.exec(
      q.slice(since.index + since[0].length),
    );
    const start = oneDay(
      dayAfter?.[2] ? Number(dayAfter[2]) : y,
      m,
      Number(since[2] ?? dayAfter?.[1] ?? 1),
    );
    return start ? { from: start.from, to: today } : null;
  }
  const onDay = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthPattern}\\s+(\\d{4})\\b`).exec(
    q,
  );
  // "7/24/25", "24/7/2025": a day written in figures, the month first where that is the custom
  // (or where the other reading is no date).
  const figures = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(q);
  if (figures) {
    const [a, b] = [Number(figures[1]), Number(figures[2])];
    const y = figures[3]?.length === 2 ? 2000 + Number(figures[3]) : Number(figures[3]);
    const [m, d] = a > 12 ? [b, a] : b > 12 ? [a, b] : monthFirst ? [a, b] : [b, a];
    const day = oneDay(y, m, d);
    if (day) return day;
  }
  // "The 3/16 meeting", "on 16/3": a day in figures without a year, in the year the tense
  // points to; never a fraction ("a 2/3 majority", "carried by 2/3").
  // ("The 24/7 patrol", "at 3/4 capacity": a meeting's word follows a day said so.)
  const shortFigures =
    /\b(?:on|the|at|from)\s+(\d{1,2})\/(\d{1,2})\b(?![/\d])(?=\s+(?:[a-z]+\s+)?(?:meeting|meetings|mtg|minutes|agm|egm|board|committee|session)\b|\s*[?.,]|\s*$)/.exec(
      q,
    );
  if (shortFigures) {
    const [a, b] = [Number(shortFigures[1]), Number(shortFigures[2])];
    const [m, d] = a > 12 ? [b, a] : b > 12 ? [a, b] : monthFirst ? [a, b] : [b, a];
    const day = m >= 1 && m <= 12 ? oneDay(yearOfMonth(q, m, ty, tm), m, d) : null;
    if (day) return day;
  }
  // "Sept 11 2025", "November 19, 2026": the month before the day.
  const monthDayYear = new RegExp(
    `\\b${monthPattern}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
  ).exec(q);
  if (monthDayYear)
    return oneDay(
      Number(monthDayYear[3]),
      monthIndex(monthDayYear[1] ?? "") + 1,
      Number(monthDayYear[2]),
    );
  if (onDay) return oneDay(Number(onDay[3]), monthIndex(onDay[2] ?? "") + 1, Number(onDay[1]));

  // "The board meeting next week", "next week's board": the calendar week after this one (Monday
  // to Sunday); "in the next week" is the seven days ahead.
  const week =
    /\b(the |in the |over the |within the |during the |by |before |until |till )?(next|this) week('s)?\b/.exec(
      q,
    );
  const by = week?.[1] !== undefined && /^(by|before|until|till) $/.test(week[1]);
  // "In the next week" is the seven days ahead (below); "by next week", today to its end.
  if (week && (week[1] === undefined || by)) {
    const monday = new Date(`${today}T12:00:00Z`);
    monday.setUTCDate(
      monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + (week[2] === "next" ? 7 : 0),
    );
    const sunday = new Date(monday);
    sunday.setUTCDate(sunday.getUTCDate() + 6);
    return {
      from: by ? today : monday.toISOString().slice(0, 10),
      to: sunday.toISOString().slice(0, 10),
    };
  }
  const ahead = /\b(?:next|coming)\s+(fortnight|week|month|(\d+)\s+days)\b/.exec(q);
  if (ahead) {
    const days = ahead[2]
      ? Number(ahead[2])
      : ahead[1] === "fortnight"
        ? 14
        : ahead[1] === "week"
          ? 7
          : 31;
    const end = new Date(`${today}T12:00:00Z`);
    end.setUTCDate(end.getUTCDate() + days);
    return { from: today, to: end.toISOString().slice(0, 10) };
  }
  // "the Aug board meeting this year", "the December meeting last year": that month of that year.
  const yearWord = /\b(this|last|next) year\b/.exec(q)?.[1];
  const monthNamed = new RegExp(`\\b(?:in|during|the|of)\\s+${monthPattern}\\b`).exec(q);
  if (yearWord && monthNamed) {
    const m = monthIndex(monthNamed[1] ?? "") + 1;
    const y = ty + (yearWord === "last" ? -1 : yearWord === "next" ? 1 : 0);
    return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${lastDay(y, m)}` };
  }
  // "the 29 April board meeting", without a year: that day, in the year the tense points to.
  const dayMonth = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthPattern}\\b(?!\\s+\\d{4})`,
  ).exec(q);
  // "The Nov 19 meeting": the month before the day, without a year.
  const monthDay = new RegExp(
    `\\b${monthPattern}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![\\d,/]|\\s+\\d{4})`,
  ).exec(q);
  if (!dayMonth && monthDay && !yearWord) {
    const m = monthIndex(monthDay[1] ?? "") + 1;
    return oneDay(yearOfMonth(q, m, ty, tm), m, Number(monthDay[2]));
  }
  if (dayMonth && !yearWord) {
    const m = monthIndex(dayMonth[2] ?? "") + 1;
    return oneDay(yearOfMonth(q, m, ty, tm), m, Number(dayMonth[1]));
  }
  if (/\b(the )?new year\b|\bnext year\b/.test(q))
    return { from: `${ty + 1}-01-01`, to: `${ty + 1}-12-31` };
  if (/\bthis year\b|\bso far this year\b/.test(q))
    return { from: `${ty}-01-01`, to: `${ty}-12-31` };
  if (/\blast year\b/.test(q)) return { from: `${ty - 1}-01-01`, to: `${ty - 1}-12-31` };
  if (/\bthis month\b/.test(q))
    return { from: `${ty}-${pad(tm)}-01`, to: `${ty}-${pad(tm)}-${lastDay(ty, tm)}` };
  if (/\blast month\b/.test(q)) {
    const y = tm === 1 ? ty - 1 : ty;
    const m = tm === 1 ? 12 : tm - 1;
    return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${lastDay(y, m)}` };
  }
  if (monthYear) {
    const m = monthIndex(monthYear[1] ?? "") + 1;
    const y = Number(monthYear[2]);
    return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${lastDay(y, m)}` };
  }
  const year = /\b(?:in|during|for|of)\s+(\d{4})\b|\b(\d{4})\b/.exec(q.replace(labelYear, " "));
  const y = Number(year?.[1] ?? year?.[2]);
  if (y >= 1990 && y <= 2100) return { from: `${y}-01-01`, to: `${y}-12-31` };
  // "In March", "the March meeting", "the cancelled August meeting"; "may" only as a month.
  const bareMonth =
    new RegExp(`\\b(?:in|during|the)\\s+${monthPattern}\\b`).exec(q) ??
    /\b(jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/.exec(
      q,
    );
  if (bareMonth) {
    // "Who missed the March meeting" asks of the last March; "what's on in March", the next;
    // "the December meeting", without a tense, the December nearest today.
    const m = monthIndex(bareMonth[1] ?? "") + 1;
    const yy = yearOfMonth(q, m, ty, tm);
    return { from: `${yy}-${pad(m)}-01`, to: `${yy}-${pad(m)}-${lastDay(yy, m)}` };
  }
  return null;
}

export const pastTense =
  /\b(was|were|did|didn'?t|couldn'?t|could not|wasn'?t|weren'?t|missed|attended|held|happened|decided|approved|agreed|had|came|went|met|sent|made|discussed|talked|minuted|recorded)\b/;
export const futureTense =
  /\b(will|going to|next|coming|upcoming|planned|scheduled|is on|are on|being held|be held|does it start|(?<!\bdid (?:it|they|we|the \w+) )starts?)\b/;

/**
 * The year of a month named without one: the last such month for a question in the past tense,
 * the next for one in the future, else the nearest to today.
 */
function yearOfMonth(q: string, m: number, ty: number, tm: number): number {
  // "What was going to be discussed at the January meeting that got cancelled": in the past.
  const pastPlan =
    /\b(was|were) (going|supposed|meant|due|planned) to\b|\b(got |was |been )?(cancell?ed|postponed|called off)\b/.test(
      q,
    );
  const past = pastTense.test(q) || pastPlan;
  const future = futureTense.test(q) && !pastPlan;
  if (past && !future) return m <= tm ? ty : ty - 1;
  if (future && !past) return m >= tm ? ty : ty + 1;
  if (m - tm > 6) return ty - 1;
  if (tm - m > 6) return ty + 1;
  return ty;
}

/**
 * A financial year said as a period of time ("motions lost in the 2025/26 year", "during FY26",
 * "this financial year"), as the calendar year it ends in or how many years before the current
 * one it is. "The 2025/26 budget", "the audit for 2025/26" name a year of accounts instead: the
 * subject, matched in the records as written (financialYears).
 */
export type FinancialYearPeriod = { ends: number } | { back: number };

export function financialYearPeriod(question: string): FinancialYearPeriod | null {
  const q = fold(question);
  const relative =
    /\b(this|current|last|previous|next) (?:financial|fiscal|fin) year\b|\b(this|last|next) fy\b/.exec(
      q,
    );
  // "Last financial year (FY 2025-26)": the year's own label says which accounts, reported after
  // the year ends, so it is read as a label, not as the year's days.
  if (relative && /\b(?:fy ?)?(?:19|20)\d{2} ?[/–-] ?\d{2}(?:\d{2})?\b/.test(q)) return null;
  if (relative) {
    const word = relative[1] ?? relative[2];
    return { back: word === "next" ? -1 : word === "this" || word === "current" ? 0 : 1 };
  }
  const fy = /\bfy ?'?(\d{4}|\d{2})\b(?![/–-]\d)/.exec(q.replace(labelYear, " "));
  if (fy?.[1]) return { ends: fy[1].length === 2 ? 2000 + Number(fy[1]) : Number(fy[1]) };
  // "In 2025/26", "during the 2025-26 year", "over the 25/26 financial year": a period when said
  // with a preposition of time and nothing after it but "year" or the end of the clause.
  const split =
    /\b(?:in|during|over|across|throughout|within|since)\s+(?:the\s+)?(?:fy\s?)?(?:(?:19|20)(\d{2})|([1-9]\d))\s?[/–-]\s?(\d{2}(?:\d{2})?)\b(?![/–-]\d)(?=\s+(?:financial\s+|fiscal\s+)?year\b|\s*(?:[?.!,;]|$)|\s+(?:so far|to date|and|or|at|by|for|with)\b)/.exec(
      q,
    );
  if (split) {
    const first = Number(split[1] ?? split[2]);
    const second = Number((split[3] ?? "").slice(-2));
    if (second === (first + 1) % 100) return { ends: 2000 + second };
  }
  return null;
}

/** The calendar days of a financial year whose first month is `startMonth` (1 to 12). */
export function financialYearRange(
  period: FinancialYearPeriod,
  startMonth: number,
  today: string,
): DateRange {
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  // The current financial year ends in this calendar year when it started in January, or once
  // its first month comes round it ends next year.
  const currentEnds = startMonth === 1 ? ty : tm >= startMonth ? ty + 1 : ty;
  const ends = "ends" in period ? period.ends : currentEnds - period.back;
  if (startMonth === 1) return { from: `${ends}-01-01`, to: `${ends}-12-31` };
  const endMonth = startMonth - 1;
  return {
    from: `${ends - 1}-${pad(startMonth)}-01`,
    to: `${ends}-${pad(endMonth)}-${lastDay(ends, endMonth)}`,
  };
}

/**
 * The first month of the financial year, read from what the organisation's documents say of
 * its end ("The financial year ends on 30 June", "year ending 31 March"), else null.
 */
export function financialYearStartIn(text: string): number | null {
  const t = fold(text);
  const m =
    new RegExp(
      `\\b(?:financial|fiscal|accounting) year (?:ends|ending|end|closes|runs to)(?: on)?(?: the)? (\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${monthPattern}`,
    ).exec(t) ??
    new RegExp(
      `\\byear (?:end|ends|ending)(?: on| is)? (\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${monthPattern}`,
    ).exec(t);
  if (m?.[2]) return ((monthIndex(m[2]) + 1) % 12) + 1;
  const us = new RegExp(
    `\\b(?:financial|fiscal|accounting) year (?:ends|ending|end|closes|runs to)(?: on)? ${monthPattern} (\\d{1,2})\\b`,
  ).exec(t);
  if (us?.[1]) return ((monthIndex(us[1]) + 1) % 12) + 1;
  const runs = new RegExp(
    `\\b(?:financial|fiscal|accounting) year (?:is|runs)(?: from)? (?:1|1st|the first)(?: of)? ${monthPattern}\\b`,
  ).exec(t);
  if (runs?.[1]) return monthIndex(runs[1]) + 1;
  return null;
}

/**
 * Where the documents do not say, the usual first month in the organisation's country: July in
 * Australia and North America, April in Britain and New Zealand, else July for a year written
 * across two calendar years.
 */
export function usualFinancialYearStart(timeZone: string): number {
  if (/^(Europe\/London|Pacific\/Auckland|Asia\/Kolkata|Asia\/Tokyo)$/.test(timeZone)) return 4;
  return 7;
}
