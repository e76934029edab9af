import { calendarDate } from "../../../../../common/date-formatters.js";
import type { Passage, SearchTerms } from "../../retrieval/passage.js";
import { fold } from "../../understanding/question-analysis.js";
import {
  financialYearPeriod,
  financialYears,
  labelYears,
} from "../../understanding/question-dates.js";
import { stemOf, variantsOf } from "../../understanding/question-words.js";
import type { CitationBook } from "../engine.js";
import { saysAmount } from "./amounts.js";
import { clauseBreak, sentenceBreak } from "./sentences.js";

// How a question's subject is matched in a record's text: enough of its words, the names and
// labels it must name, and the sentence that says it. Pure: the engine does the looking up.

/** A query for passages holding every word of the subject, each as itself or a variant. */
export function allOf(subject: readonly string[], terms: SearchTerms): SearchTerms {
  const groups = subject
    .map((word) =>
      variantsOf(word)
        .map((v) => (fold(v).match(/[a-z0-9]+/g) ?? []).join(" <-> "))
        .filter(Boolean)
        .join(" | "),
    )
    .filter(Boolean);
  return { words: terms.words, tsquery: groups.map((g) => `(${g})`).join(" & ") };
}

/**
 * How many of the subject's words a passage holds. A passage that shares one common word with a
 * question of several is not an answer (issue 16): it must hold most of them, and two at least.
 */
export function coverage(passage: Passage, subject: readonly string[]): number {
  return held(`${passage.title} ${passage.text}`, subject);
}

/**
 * How many of the subject's words a text holds, each as itself or another word for it; an entry
 * of several words (a name: "glenview court") counts once, and only when the text has them all.
 */
/** Whether folded text says a word (by its stem) or a phrase (each word's stem, in order). */
function says(folded: string, word: string): boolean {
  // A word by the start of a word in the text: "line" is not in "declined", nor "rent" in
  // "current"; figures ("$1,200", "6%") and symbols are matched where they stand.
  if (!word.includes(" ")) {
    const stem = stemOf(word);
    if (!/^[a-z]/.test(stem)) return folded.includes(stem);
    let at = folded.indexOf(stem);
    while (at >= 0) {
      if (at === 0 || !/[a-z0-9]/.test(folded[at - 1] ?? "")) return true;
      at = folded.indexOf(stem, at + 1);
    }
    return false;
  }
  const stems = word.split(" ").map((w) => stemOf(w).replace(/[^a-z0-9]/g, ""));
  return new RegExp(`\\b${stems.join("[a-z0-9'-]*[^a-z0-9]+\\b")}`).test(folded);
}

export function held(text: string, subject: readonly string[]): number {
  const folded = fold(text);
  const own = new Set(subject.flatMap((entry) => entry.split(" ")));
  // "Paid in fees": "fees" in a text holds "fees", not "paid" as well (another word for it).
  const has = (w: string) => variantsOf(w).some((v) => (v === w || !own.has(v)) && says(folded, v));
  return subject.filter((entry) => entry.split(" ").every(has)).length;
}

/**
 * The subject with the words of one name typed in capitals ("Glenview Court", "Rivermouth Rugby
 * Club") as one entry: a passage naming "Glenview Court" and a roof elsewhere is not about the
 * Glenview Court roof, and one naming the Rivermouth Sailing Club is not about the rugby club.
 */
export function withNames(subject: readonly string[], question: string): string[] {
  const runs = question.match(/\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/gu) ?? [];
  const names = runs
    .map((run) =>
      fold(run)
        .split(/[^a-z0-9'-]+/)
        .map((w) => w.replace(/'s$/, ""))
        .filter((w) => subject.includes(w)),
    )
    .filter((name) => name.length >= 2);
  const inNames = new Set(names.flat());
  return [...names.map((n) => n.join(" ")), ...subject.filter((w) => !inNames.has(w))];
}

/**
 * What a record must name to answer the question at all: "stage 3" or "round 2" (a record
 * about another stage does not answer), a financial year ("2025/26" is not 2024/25), and a
 * name typed in capitals ("the Glenview Court roof" is not the Fern Grove roof).
 */
export function mustName(question: string, subject: readonly string[]): (text: string) => boolean {
  const numbered = [
    ...fold(question).matchAll(/\b(stage|phase|round|part|tranche|block|unit|level)\s+(\d+)\b/g),
  ].map((m) => [`${m[1]} ${m[2]}`]);
  // A financial year said as a period ("lost in the 2025/26 year") is matched by the decision's
  // day instead (financial-year.ts).
  // "The 6% fee increase" is not the 4.9% one: a percentage as minutes write it ("6.0%").
  const percents = [...fold(question).matchAll(/\b(\d+(?:\.\d+)?)\s?%/g)].map((m) => {
    const n = m[1] ?? "";
    const whole = n.replace(/\.0+$/, "");
    return [`${whole}%`, `${whole}.0%`, `${whole} %`, `${whole} per cent`, `${whole} percent`];
  });
  const labels = [
    ...numbered,
    // "The 2026 budget" is not the 2025 one.
    ...labelYears(question).map((y) => [y.replace(/^fy/, "")]),
    ...percents,
    ...(financialYearPeriod(question) ? [] : financialYears(question)),
  ];
  const names = withNames(subject, question).filter((entry) => entry.includes(" "));
  // "The new CFO": a short form typed in capitals names what is asked of (the auditor's "new
  // engagement partner" is not it).
  const shortForms = [...question.matchAll(/\b([A-Z]{2,5})s?\b/g)]
    .map((m) => (m[1] ?? "").toLowerCase())
    .filter((w) => subject.includes(w));
  return (text) => {
    const folded = fold(text);
    return (
      labels.every((alternatives) => alternatives.some((a) => folded.includes(a))) &&
      held(text, names) === names.length &&
      held(text, shortForms) === shortForms.length
    );
  };
}

/** Whether a record names a financial year the question names ("2025/26", "2025-26"). */
export function namesFinancialYear(question: string): (text: string) => boolean {
  const years = financialYears(question);
  return (text) => {
    const folded = fold(text);
    return years.some((alternatives) => alternatives.some((a) => folded.includes(a)));
  };
}

/**
 * Words of the asker's organisations' names said with "the", "our" or "this" before them ("the
 * trust's solicitors", "our school"): the organisation itself, not a subject to look for.
 */
export function genericOrganisationWords(
  question: string,
  organisations: readonly { name: string }[],
): Set<string> {
  const names = organisations.map((o) =>
    fold(o.name)
      .split(/[^a-z0-9]+/)
      .filter(
        (w) =>
          w.length > 2 &&
          !/^(limited|ltd|inc|incorporated|pty|pte|plc|llc|clg|npc|cic|cio|scio|the)$/.test(w),
      ),
  );
  const anyWord = new Set(names.flat());
  // A body is called by the first word of its name or the last, what it is ("the trust", "our
  // school"), or by any word of it before "board", "meeting" or "'s" ("the rowing board", "the
  // festival meeting"); not by a word inside it before anything else: "the audit fee" is not
  // the Finance, Audit and Risk Committee's, nor, before a thing of its own ("the audit fee",
  // "the finance report"), by its first word.
  const ends = new Set(names.flatMap((n) => [n[0] ?? "", n.at(-1) ?? ""]));
  const lasts = new Set(names.map((n) => n.at(-1) ?? ""));
  // "The school's", "our club", and "school board decisions", "club committee".
  const said = [
    ...fold(question).matchAll(
      /\b(?:the|our|this)\s+([a-z']+)(?![a-z'])(\s+(?:board|committee|meetings?|agm|trustees|directors|decisions|minutes)\b)?(\s+(?:fees?|costs?|budgets?|plans?|reports?|quotes?|tenders?|firms?|partners?|findings|letters?|engagement|opinion|figures?|rates?)\b)?|\b([a-z]+)\s+(?:board|committee)\b/g,
    ),
  ].flatMap((m) => {
    const w = (m[1] ?? m[4] ?? "").replace(/'s$/, "");
    const asBody = m[4] !== undefined || m[2] !== undefined || (m[1] ?? "").endsWith("'s");
    // "The audit fee" for the Audit, Risk and Credit Committee: a thing of its own after a
    // name's first word; "the club fees" still the club's, called by what it is.
    if (!asBody && m[3] !== undefined && !lasts.has(w)) return [];
    return (asBody ? anyWord : ends).has(w) ? [w] : [];
  });
  return new Set(said);
}

/** The subject of a sum without the verbs of giving and spending ("paid", "spent", "cost"). */
export function summedWords(subject: readonly string[]): string[] {
  return subject.filter(
    (w) =>
      !/^(give|gave|giving|spend|spent|spending|pay|paid|paying|cost|costs|costing|allocated?|awarded?|receive[ds]?|got|get|altogether|overall)$/.test(
        w,
      ),
  );
}

/**
 * The words a record must say all of to state the figure asked for: the subject without the
 * nouns that only say what kind of thing a name is ("the kapa haka group" is Te Rōpū Kapa Haka).
 */
export function figureSubject(subject: readonly string[]): string[] {
  const named = subject.filter(
    (w) =>
      !/^(group|groups|club|clubs|team|teams|organisation|organization|society|charity|company|firm|people|association|body|crew|mob|outfit|lot)$/.test(
        w,
      ),
  );
  return named.length ? named : [...subject];
}

/** Whether one sentence of a text holds every one of the words. */
export function sentenceHoldsAll(text: string, words: readonly string[]): boolean {
  return text.split(clauseBreak).some((sentence) => held(sentence, words) === words.length);
}

/**
 * What a sum is of: most of a longer subject, the verbs of giving and spending aside ("solar
 * panels at Fenmoor Primary": not every Fenmoor Primary decision).
 */
export function sumAbout(subject: readonly string[]): (text: string) => boolean {
  const what = summedWords(subject);
  // "Community grants", "the kindy": the last word already picks the decisions by their title.
  return (text) => what.length < 3 || textAnswers(text, what);
}

function enoughOf(found: number, subject: readonly string[]): boolean {
  // Most of a longer subject: "the new roof at Ashcombe Primary" is not answered by the
  // Ashcombe Primary boiler (two of four), nor "the trust's solicitors" by its auditors.
  const needed = subject.length === 1 ? 1 : Math.max(2, Math.ceil(subject.length * 0.6));
  return subject.length > 0 && found >= needed;
}

export function answers(passage: Passage, subject: readonly string[]): boolean {
  return enoughOf(coverage(passage, subject), subject);
}

/**
 * The same rule for a record's own text (a decision's title and wording), met within one of its
 * sentences: the Ballina lease decision whose debate mentions Kyogle in passing does not answer
 * "what did we decide about the Kyogle lease".
 */
export function textAnswers(text: string, subject: readonly string[], title = ""): boolean {
  // A record's title goes with each of its sentences ("Tuition fees 2026-27": "Approved a 4.9%
  // increase" is about the 4.9% fee).
  return text
    .split(clauseBreak)
    .some((sentence) => enoughOf(held(`${title} ${sentence}`, subject), subject));
}

/** Words asking for a limit, which a rule states as a figure ("not less than £95,000"). */
export const limitWords =
  /^(limit|limits|threshold|thresholds|cap|ceiling|maximum|minimum|max|min|floor)$/;

/**
 * The sentence of a passage that holds the most of the subject's words; of two that hold as
 * many, the one stating an amount where the question asks about a figure.
 */
function bestSentence(passage: Passage, subject: readonly string[], figure: boolean): string {
  const sentences = passage.text.split(sentenceBreak).filter(Boolean);
  // "The minimum general reserve": the sentence stating it ("not less than £95,000"), not one
  // that only repeats "minimum".
  const words = figure ? subject.filter((w) => !limitWords.test(w)) : subject;
  let best = passage.text;
  let score = -1;
  for (const sentence of sentences) {
    const s = held(sentence, words) * 2 + (figure && saysAmount(sentence) ? 1 : 0);
    if (s > score) {
      score = s;
      best = sentence;
    }
  }
  return best.trim();
}

/** A tally as minutes write it: "3 in favour, 5 against", "carried 6–1", "lost 2-5". */
export const tallySaid =
  /\b\d+\s+(in favou?r|for|against|opposed|abstentions?)\b|\b(carried|lost|defeated)\b[^.]*\d+\s?[–-]\s?\d+/i;

export function passagesAnswer(
  passages: readonly Passage[],
  subject: readonly string[],
  book: CitationBook,
  /** "What was the vote on…": the sentence with the tally, when the best one has none. */
  withTally = false,
  /** "Can a head approve a £15k order?": the sentence with a limit, of two that hold as much. */
  figure = false,
): string {
  const lines = passages.map((p) => {
    const marker = book.cite(p.cite);
    const when = p.date ? ` (${calendarDate(p.date, "date")})` : "";
    const first = bestSentence(p, subject, figure);
    const sentences = p.text.split(sentenceBreak);
    const at = sentences.findIndex((s) => s.trim() === first);
    // "What increase do they recommend, and what does it do to the average rent?": the sentence
    // that says what the best one leaves out, beside it.
    const missing = subject.filter((w) => held(first, [w]) === 0);
    const more = missing.length
      ? sentences.find((s, i) => i !== at && held(s, missing) > 0)
      : undefined;
    // "What's the rule on gifts and hospitality?": a policy's next sentence on the same subject
    // goes on with the rule ("Gifts worth more than £250 must be declined").
    const next =
      more === undefined && p.sourceType === "governanceDocument" && at >= 0
        ? sentences[at + 1]
        : undefined;
    const goesOn = next !== undefined && held(next, subject) > 0 ? next : undefined;
    // "How long is a term, and how many terms in a row?": the sentence before, when it holds
    // two of the question's words too, states the rule the best one goes on with.
    const prior =
      more === undefined && p.sourceType === "governanceDocument" && at > 0
        ? sentences[at - 1]
        : undefined;
    const leadsIn = prior !== undefined && held(prior, subject) >= 2 ? `${prior.trim()} ` : "";
    const best =
      more === undefined
        ? `${leadsIn}${goesOn ? `${first} ${goesOn.trim()}` : first}`
        : sentences.indexOf(more) > at
          ? `${first} ${more.trim()}`
          : `${more.trim()} ${first}`;
    const tally =
      withTally && !tallySaid.test(best) && at >= 0
        ? sentences.slice(at + 1).find((s) => tallySaid.test(s))
        : undefined;
    return `- **${p.title}**${when}: “${best}${tally ? ` ${tally.trim()}` : ""}” ${marker}`;
  });
  const lead =
    passages.length === 1
      ? "This is where your records say it:"
      : "These are the places your records say it:";
  return [lead, "", ...lines].join("\n");
}
