import type { DbOrTx } from "../../../../db/client.js";
import { governanceDocumentsSource } from "../../retrieval/documents-source.js";
import { type Passage, searchTerms } from "../../retrieval/passage.js";
import { retrieve } from "../../retrieval/sources.js";
import { neverNamed } from "../../retrieval/unheard-of.js";
import {
  fold,
  type NamedOrganisation,
  type QuestionAnalysis,
} from "../../understanding/question-analysis.js";
import { months } from "../../understanding/question-dates.js";
import { variantsOf } from "../../understanding/question-words.js";
import type { AnswerScope, CitationBook } from "../engine.js";
import { saysAmount } from "./amounts.js";
import { askerRoleWords } from "./asker-context.js";
import { documentNamed, namedDocument } from "./named-document.js";
import { clauseBreak, sentenceBreak } from "./sentences.js";
import {
  allOf,
  answers,
  coverage,
  figureSubject,
  genericOrganisationWords,
  held,
  limitWords,
  mustName,
  passagesAnswer,
  textAnswers,
  withNames,
} from "./subject-match.js";

/** A question no structured answer took, with what the engine knows of it and its asker. */
export type PassageQuestion = {
  question: string;
  analysis: QuestionAnalysis;
  /** The organisations read, narrowed to those the question names. */
  scope: AnswerScope;
  /** The asker's whole scope (their own organisations said in passing are no subject). */
  asker: AnswerScope;
  organisationNames: readonly NamedOrganisation[];
  /** The asker's day, in their zone. */
  today: string;
};

/** An amount as a question's word: "£15k", "$100,000", "r2.5m", "rs50". */
const amountWord =
  /^(?:(?:[$£€¥₹]|rs\.?|r|[a-z]{1,2}\$)\d[\d,.]*(k|m|bn)?|\d[\d,.]*(k|m|bn)|\d{1,3}(,\d{3})+)$/;

/**
 * Whether a text names someone the question does not: a capitalised word inside a sentence
 * ("Kale Mehta", "BDO"), not a month, a day or the board itself.
 */
function namesSomeone(text: string, question: string, subject: readonly string[]): boolean {
  const asked = new Set(fold(question).match(/[a-z]+/g) ?? []);
  // In a sentence about the subject: "presented by Mr Otieno" elsewhere names no winner.
  return text
    .split(sentenceBreak)
    .filter((sentence) => held(sentence, subject) > 0)
    .some((sentence) =>
      (sentence.match(/(?<=\s)\p{Lu}(\p{Ll}+|\p{Lu}+)/gu) ?? []).some(
        (w) => !asked.has(fold(w)) && !notAName.test(w),
      ),
    );
}

/** A day as a rule states it: "no later than 30 November", "within 24 hours of…". */
const deadlineSaid = new RegExp(
  `\\b(no later than|not later than|within|before the end of)\\b|\\b\\d{1,2} (${months.join("|")})\\b`,
);
/** A date as records write one ("20 May 2027", "2027", "20/05/2027"): not a count. */
const dateSaid = new RegExp(
  `\\b\\d{1,2}(st|nd|rd|th)? (${months.join("|")})\\b|\\b(19|20)\\d{2}\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b`,
  "g",
);
/** A length of time: "24 hours", "three years", "14 clear days". */
const durationSaid =
  /\b(\d+|one|two|three|four|five|six|seven|ten|fourteen|twenty[- ]one|thirty|sixty|ninety) (clear |working |business |calendar )?(days?|weeks?|months?|years?|hours?)\b/;

/** Nouns a question asks for that a record says in other words ("the cap" is "no more than"). */
const genericAsked =
  /^(limit|limits|threshold|cap|maximum|minimum|max|min|amount|figure|rule|rules|policy|process|procedure|position|status|deadline|date|time|rate|cost|price|value|total|number|level|requirement|plan|outcome|result|arrangement|latest|difference|most|least|best|situation|point|deal|story)$/;

const notAName =
  /^(KES|KSh|Kshs|Sh|NZD|USD|AUD|CAD|SGD|GBP|EUR|ZAR|INR|Rs|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Board|Trust|Trustees?|Committee|Council|Chair|Chairman|Directors?|Secretary|Treasurer|CEO|CFO|FY|AGM|The)$/;

/**
 * Anything else, answered from the passages (documents, minutes, agendas, decisions, actions)
 * that hold most of the question's subject, quoting the sentence that says it: a rule from the
 * governance documents, an event from the minutes of its period, a figure from a sentence that
 * states it. Null when no passage answers.
 */
export async function passageAnswer(
  db: DbOrTx,
  { question, analysis, scope, asker, organisationNames, today }: PassageQuestion,
  book: CitationBook,
): Promise<string | null> {
  // "The trust's solicitors", "our school's policy": the asker's own organisation, said
  // in passing, is not what the question is about.
  const generic = genericOrganisationWords(question, [
    ...asker.organisations,
    ...(asker.calendars ?? []),
  ]);
  // "Can a head approve a £15k order?": a rule states its limit, never the figure asked about.
  const figureInRule = (w: string) => analysis.topic === "document" && amountWord.test(w);
  const subject = withNames(
    analysis.subject.filter((w) => !generic.has(w) && !figureInRule(w)),
    question,
  );
  const labelled = mustName(question, analysis.subject);
  const unheard = await neverNamed(db, scope.organisations, subject);
  const terms = searchTerms(subject.flatMap(variantsOf).join(" "));
  // A rule is read in the governance documents first, an event in the minutes: with no
  // time in the question, a document's passage goes before a record's that holds as much.
  const timeless =
    !analysis.range && !analysis.meeting && !/\b(did|was|were|had|before)\b/.test(fold(question));
  const preferred = (p: Passage) => ((p.sourceType === "governanceDocument") === timeless ? 1 : 0);
  // The committee named before its board, whose documents were read too.
  // A committee's own papers may be kept in its board's library: its terms of reference
  // are named for it ("QSR Committee Terms of Reference").
  const namedTitles = organisationNames
    .filter((o) => analysis.organisations.includes(o.id))
    .flatMap((o) => [o.name, o.shortName ?? ""])
    .map(fold)
    .filter((n) => n.length > 2);
  const named = (p: Passage) =>
    analysis.organisations.includes(p.organisationId) ||
    namedTitles.some((n) => fold(p.title).includes(n))
      ? 1
      : 0;
  // A question about a period is not answered from records of another one, nor one
  // about what happened then ("what was enrolment in September 2023?") from a rule.
  // A month ahead ("the rent increase they recommend for April") is when it takes
  // effect: the papers for meetings before then say it.
  const inPeriod = (p: Passage, range = analysis.range) =>
    !range ||
    (range.from > today && p.date !== null && p.date >= today && p.date <= range.to) ||
    (p.sourceType === "governanceDocument" &&
      (analysis.topic === "document" || analysis.tense !== "past")) ||
    (p.date !== null && p.date >= range.from && p.date <= range.to);
  // Passages holding every word of the subject (each as itself or another word for it)
  // first: one word common in the records must not crowd them out of the candidates.
  const every = await retrieve(db, scope.organisations, allOf(subject, terms), 30);
  const some = await retrieve(db, scope.organisations, terms, 30);
  // A rule is looked for in the documents apart: records that share its words (actions
  // to update the register, minutes of the review) must not crowd the policy out.
  const rules =
    analysis.topic === "document" || timeless
      ? await retrieve(db, scope.organisations, terms, 30, [governanceDocumentsSource])
      : [];
  const candidates = [...every, ...some, ...rules].filter(
    (p, i, all) => all.findIndex((q) => q.id === p.id) === i,
  );
  // "How much…" is answered by a passage with a sentence that states an amount and
  // holds all the subject ("the head of school's pay" is not what the head may approve).
  const figure = figureSubject(subject);
  // All of a short subject, all but one word of a longer one ("the minibus lease over
  // the whole term").
  const nearlyAll =
    figure.length <= 3
      ? figure.length
      : Math.min(figure.length - 1, Math.ceil(figure.length * 0.75));
  const statesAmount = (p: Passage) =>
    !analysis.asksAmount ||
    // A rule's limit is said in its own words ("approve expenditure" for "sign off").
    (analysis.topic === "document" && saysAmount(p.text)) ||
    p.text
      .split(clauseBreak)
      .some((s) => saysAmount(s) && held(`${p.title} ${s}`, figure) >= nearlyAll);
  // "When did we approve the new roof?" is answered from the minutes by a sentence that
  // says what was approved, resolved or agreed, not one that mentions the roof in a
  // report (actions and the register are records of what was decided already).
  const decides = (p: Passage) =>
    analysis.topic !== "decision" ||
    (p.sourceType !== "agendaItem" && p.sourceType !== "meeting") ||
    p.text
      .split(clauseBreak)
      .some(
        (s) =>
          /\b(approv|resolv|agree|adopt|carried|endors|ratif|award|accept|decid|defer|reject|declin|lost|engag|appoint|commission|authori[sz]|grant|allocat|fund|set |select|chose|contract|purchas|renew|extend|confirm|elect|proceed|go ahead|went ahead|moved|motion)/i.test(
            s,
          ) && textAnswers(s, subject, p.title),
      );
  // "Has the board approved a CEO review?" is answered by what was done, never a rule.
  // Nor "who moved…": a motion is an event of the minutes.
  const done = (p: Passage) =>
    !((analysis.topic === "decision" && analysis.tense === "past") || analysis.asksMover) ||
    p.sourceType !== "governanceDocument";
  // "Which firm was appointed…?", "who sent…?": what happened, which a task to do it
  // ("Appoint a project management consultant") does not say.
  // ("Who's got the repair quotes, and when were they due?" asks after a task.)
  const asksOutcome =
    analysis.topic !== "action" &&
    /^(which|who|whom)\b/.test(fold(question)) &&
    /\b(appointed|selected|chosen|chose|picked|awarded|engaged|hired|sent|submitted|won|elected|recommended)\b/.test(
      fold(question),
    ) &&
    !/\b(due|doing|got|responsible|owns?|in charge)\b/.test(fold(question));
  // "Which two audit firms sent quotations?": a passage that names one, not "only two of the
  // three quotations had been received".
  const asksName =
    /^(who|whom)\b|^(which|what) ([a-z-]+ ){0,3}?(firms?|compan(y|ies)|suppliers?|contractors?|consultants?|banks?|agenc(y|ies)|providers?|auditors?|vendors?|partners?|architects?|lawyers?|solicitors?|organi[sz]ations?|charit(y|ies))\b/.test(
      fold(question),
    );
  const outcome = (p: Passage) =>
    !asksOutcome ||
    (p.sourceType !== "action" && (!asksName || namesSomeone(p.text, question, subject)));
  // "How many signatures do we need?": a passage that says how many of them, not one that
  // shares the question's other words.
  const counted = /\bhow many ([a-z]+)/.exec(fold(question))?.[1];
  const countedThing =
    counted && subject.includes(counted)
      ? (p: Passage) => held(`${p.title} ${p.text}`, [counted]) > 0
      : () => true;
  // "What's the quorum of the committee under its terms of reference?": the thing asked for
  // must be said, however many of the other words (names, the document's title) a passage has.
  const askedFor =
    /^(?:what(?:'s| is| are| was| were)|whats) (?:the |our |a |an )?([a-z][a-z-]+)\b/.exec(
      fold(question),
    )?.[1];
  // (A rule's own noun, "the quorum", "the notice period": not a limit, a cap or a rate, which
  // policies state in other words, nor what records say of a decision.)
  const saysAskedFor = (p: Passage) =>
    analysis.topic !== "document" ||
    !askedFor ||
    !subject.includes(askedFor) ||
    genericAsked.test(askedFor) ||
    held(`${p.title} ${p.text}`, [askedFor]) > 0;
  // "How many units have been sold?": a passage that states a number, not one that only
  // names the units.
  // (A date or a due date is not a count: "(In progress, due 20 May 2027)".)
  const statesNumber = (p: Passage) =>
    !/^how many\b/.test(fold(question)) ||
    /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|none|no)\b/.test(
      fold(p.text).replace(dateSaid, " "),
    );
  // "The Christmas lights switch-on": a word made of two ("switch-on", "sign-off") names the
  // thing itself; a passage on the lights alone does not answer.
  // ("Re-elected", "co-opted", "non-voting" are one word with a prefix, not two.)
  const compounds = subject.filter(
    (w) =>
      /^[a-z]+-[a-z]+$/.test(w) &&
      !/^(re|co|non|pre|post|sub|ex|self|multi|anti|inter|semi|mid|over|under|out|up|e)-/.test(w),
  );
  const answering = candidates.filter(
    (p) =>
      answers(p, subject) &&
      // (Its parts apart will do: "per-bank" is "per bank".)
      compounds.every((w) =>
        w.split("-").every((part) => new RegExp(`\\b${part}`).test(fold(`${p.title} ${p.text}`))),
      ) &&
      saysAskedFor(p) &&
      statesNumber(p) &&
      outcome(p) &&
      countedThing(p) &&
      decides(p) &&
      done(p) &&
      statesAmount(p) &&
      labelled(`${p.title} ${p.text}`),
  );
  const inYear = answering.filter((p) => inPeriod(p));
  // "What are we paying the auditors this year?": what stands now, though it was set last year
  // (a fee for 2026-27 agreed in May 2026, asked in March 2027).
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const found =
    inYear.length === 0 &&
    analysis.range?.from === `${today.slice(0, 4)}-01-01` &&
    analysis.range.to >= today &&
    analysis.tense !== "past" &&
    // "What date is the switch-on this year?": an event of this year, not last year's.
    !/^(when|what (date|day|time))\b/.test(fold(question))
      ? answering.filter((p) => inPeriod(p, { from: yearAgo, to: today }))
      : inYear;
  // "What can I approve?": the passage about the asker's own role first.
  const roles = /\b(i|me|my)\b/.test(fold(question))
    ? await askerRoleWords(
        db,
        asker.personId,
        asker.organisations.map((o) => o.id),
      )
    : [];
  const aboutRole = (p: Passage) => (roles.some((r) => fold(p.text).includes(r)) ? 1 : 0);
  // "The emissions target in our strategic plan": that document's passages first.
  const inNamed = namedDocument(question);
  const fromNamed = (p: Passage) => (inNamed(p) ? 1 : 0);
  // "Can a head approve a £15k order?": of passages that hold as much, one stating a limit.
  const figureAsked =
    analysis.asksAmount ||
    analysis.subject.some(figureInRule) ||
    (analysis.topic === "document" && analysis.subject.some((w) => limitWords.test(w)));
  const statesLimit = (p: Passage) => (figureAsked && saysAmount(p.text) ? 1 : 0);
  // "The minimum general reserve": the rule says "not less than £95,000", so "minimum" is not
  // what ranks one passage of a rule over another.
  const ranked =
    analysis.topic === "document" && figureAsked
      ? subject.filter((w) => !limitWords.test(w))
      : subject;
  // …and of those, one that states a bound goes first: "not less than £95,000", not "the
  // general reserve at 1 April 2026 was £186,340".
  // (Only for a question that asks the bound alone: "how long are terms, and is there a term
  // limit?" wants the term too.)
  const asksBound =
    ranked !== subject &&
    /^(what(?:'s|s| is| are| was)?|whats) (the |our |a )?([a-z]+ ){0,2}(minimum|maximum|min|max|limit|limits|threshold|cap|ceiling|floor)\b/.test(
      fold(question),
    ) &&
    !/\b(and|or)\b/.test(fold(question));
  const statesBound = (p: Passage) =>
    asksBound &&
    /\b(not less than|no less than|at least|not more than|no more than|up to|minimum|maximum|more than|less than|exceed(s|ing)?|below|above)\b/.test(
      fold(p.text),
    )
      ? 1
      : 0;
  // "By when must the AGM be held?", "how soon…": of passages that hold as much, one that says
  // a day or a time ("no later than 30 November", "within 24 hours").
  const timeAsked =
    analysis.topic !== "document"
      ? null
      : /^(by when|when)\b|\bdeadline\b|\bby when\b/.test(fold(question))
        ? deadlineSaid
        : /\bhow (long|soon|quickly)\b/.test(fold(question))
          ? durationSaid
          : null;
  const statesTime = (p: Passage) => (timeAsked?.test(fold(p.text)) ? 1 : 0);
  // "How often does the Reserves Policy say I report?": when the document named is none the
  // asker may read, another document's rule is not what it says, nor a record that does not
  // name it.
  const document = analysis.topic === "document" ? documentNamed(question) : null;
  const elsewhere =
    document &&
    !candidates.some(
      (p) =>
        inNamed(p) ||
        (p.sourceType === "governanceDocument" &&
          held(p.title, document.split(" ")) === document.split(" ").length),
    )
      ? found.filter(
          (p) =>
            p.sourceType !== "governanceDocument" &&
            fold(`${p.title} ${p.text}`).includes(document),
        )
      : found;
  // A rule asked about is read in the governance documents when they say it.
  const fromDocuments = elsewhere.filter((p) => p.sourceType === "governanceDocument");
  const passages = (
    analysis.topic === "document" && fromDocuments.length ? fromDocuments : elsewhere
  )
    .sort(
      (a, b) =>
        fromNamed(b) - fromNamed(a) ||
        coverage(b, ranked) - coverage(a, ranked) ||
        statesBound(b) - statesBound(a) ||
        statesLimit(b) - statesLimit(a) ||
        statesTime(b) - statesTime(a) ||
        named(b) - named(a) ||
        aboutRole(b) - aboutRole(a) ||
        preferred(b) - preferred(a) ||
        b.rank - a.rank,
    )
    .slice(0, 3);
  // Only the passages that hold as much of the question as the best one.
  const best = passages[0] ? coverage(passages[0], ranked) : 0;
  const timed = passages[0] ? statesTime(passages[0]) : 0;
  const bound = passages[0] ? statesBound(passages[0]) : 0;
  passages.splice(
    0,
    passages.length,
    ...passages.filter(
      (p) => coverage(p, ranked) === best && statesTime(p) >= timed && statesBound(p) >= bound,
    ),
  );
  // "How much did it cost in the end?": the latest record that says it, though an earlier
  // estimate or contract price repeats more of the question's words.
  if (analysis.final && passages[0]) {
    // "What did the roof end up costing in total?": a record that brings the thing to a total
    // answers, though it never says "cost".
    const thing = subject.filter((w) => !/^(cost|costs|costing|price|total|spend|spent)$/.test(w));
    const totalled = candidates.filter(
      (p) =>
        thing.length > 0 &&
        held(`${p.title} ${p.text}`, thing) === thing.length &&
        /\b(bringing|brings|brought|total|came to|comes to|final)\b[^.]*\d/.test(fold(p.text)),
    );
    const latest = [
      ...found.filter((p) => coverage(p, subject) >= best - 1),
      ...totalled.filter((p) => inPeriod(p)),
    ]
      .filter((p) => p.date !== null)
      .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || b.rank - a.rank)[0];
    if (latest) passages.splice(0, passages.length, latest);
  }
  return passages.length && !unheard
    ? passagesAnswer(passages, subject, book, analysis.topic === "vote", figureAsked)
    : null;
}
