import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { readableDocumentNames } from "../../retrieval/documents-source.js";
import { searchTerms } from "../../retrieval/passage.js";
import { retrieve } from "../../retrieval/sources.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { variantsOf } from "../../understanding/question-words.js";

/** Words a title's initials pass over ("Quality, Safety and Risk": QSR). */
const small = new Set(["and", "of", "the", "for", "to", "a", "an", "in", "on", "&"]);

/** The words of a title whose initials spell the short form, or null ("RAP": Reconciliation Action Plan), small words left out. */
export function spelledBy(short: string, title: string, withSmall = false): string[] | null {
  // "IPU": the in-patient unit; "POS": a point-of-sale system. A hyphen joins words whose
  // initials count, when the words whole do not spell it.
  for (const text of [fold(title), fold(title).replace(/-/g, " ")]) {
    const all = text.match(/[a-z][a-z'-]*/g) ?? [];
    const words = withSmall ? all : all.filter((w) => !small.has(w));
    for (let i = 0; i + short.length <= words.length; i++) {
      const run = words.slice(i, i + short.length);
      // "4% DA approved" does not spell DA: the short form is no word of its own spelling.
      if (run.includes(short)) continue;
      if (run.map((w) => w[0]).join("") === short) return run.filter((w) => !small.has(w));
    }
  }
  return null;
}

/** The first run of words any of the texts spells the short form with, small words left out first. */
function spelledIn(short: string, texts: readonly string[]): string[] | null {
  return (
    texts.map((t) => spelledBy(short, t)).find((run) => run !== null) ??
    texts.map((t) => spelledBy(short, t, true)).find((run) => run !== null) ??
    null
  );
}

/**
 * The words the records define the short form with, in brackets after them ("a dearness
 * allowance (DA) increase"): what it stands for, whatever else the same letters might spell.
 */
function definedIn(short: string, sentences: readonly string[]): string[] | null {
  const bracketed = `(${short})`;
  for (const sentence of sentences) {
    // The words before the brackets, found by index: a pattern over the whole text is quadratic.
    const at = sentence.toLowerCase().indexOf(bracketed);
    if (at <= 0) continue;
    const before = sentence.slice(Math.max(0, sentence.lastIndexOf("(", at - 1) + 1), at);
    const words = fold(before).match(/[a-z][a-z'-]*/g) ?? [];
    // The words right before the brackets: "allowance" ends what "DA" stands for.
    for (let k = short.length; k <= short.length + 3 && k <= words.length; k++) {
      const run = spelledBy(short, words.slice(-k).join(" "), k > short.length);
      if (run && words.at(-1) === run.at(-1)) return run;
    }
  }
  return null;
}

/**
 * The run of words that the minutes spell the short form with most often, and at least twice:
 * "in-patient unit" said through a year of minutes, not "increased patient usage" said once.
 */
function spelledMostIn(short: string, sentences: readonly string[]): string[] | null {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    const run = spelledBy(short, sentence) ?? spelledBy(short, sentence, true);
    if (run) counts.set(run.join(" "), (counts.get(run.join(" ")) ?? 0) + 1);
  }
  const [best, times] =
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  return best !== undefined && (times ?? 0) >= 2 ? best.split(" ") : null;
}

/**
 * A short form in the subject ("when did we approve the RAP?") written out as the title it
 * stands for in the records: the titles of decisions, agenda items and actions, then the names
 * of documents the asker may open, then what the minutes and decisions say most often. A word
 * nothing spells is left as it was.
 */
export async function expandedShortForms(
  db: DbOrTx,
  question: string,
  subject: readonly string[],
  organisations: readonly ReadableOrganisation[],
): Promise<string[]> {
  const organisationIds = organisations.map((o) => o.id);
  // Written in capitals ("RAP", "QIP"), or a short word of consonants typed in lower case ("the rap").
  // "DoA", "MoI": capitals with a small word's letter between them are a short form too.
  const typedShort = new Set(
    [...question.matchAll(/\b([A-Z]{2,5}|[A-Z][a-z][A-Z])s?\b/g)].map((m) =>
      (m[1] ?? "").toLowerCase(),
    ),
  );
  // A word of three or more consonants alone ("rfp", "ffc") is a short form however it is
  // typed ("st", "dr" are abbreviations of words, not of titles).
  // A short form with words of its own ("MD": managing director, "CEO") is not a title's.
  const shorts = subject.filter(
    (w) =>
      /^[a-z]{2,5}$/.test(w) &&
      (typedShort.has(w) || (w.length >= 3 && !/[aeiouy]/.test(w))) &&
      !variantsOf(w).some((v) => v !== w),
  );
  if (shorts.length === 0 || organisationIds.length === 0) return [...subject];
  const titles = await queryRows<{ title: string }>(
    db,
    sql`select d.title from decisions d where d.organisation_id = any(${uuidList(organisationIds)})
        union select ai.title from agenda_items ai join meetings m on m.id = ai.meeting_id
          where m.organisation_id = any(${uuidList(organisationIds)})
        union select a.description from action_items a
          where a.organisation_id = any(${uuidList(organisationIds)})`,
  );
  // What the records say, when no title spells it ("the IPU": minutes about the in-patient unit).
  // Read once for all the short forms of the question, and only when a title spells none.
  let documentNames: string[] | null = null;
  const named = async () => {
    documentNames ??= await readableDocumentNames(db, organisations);
    return documentNames;
  };
  let texts: string[] | null = null;
  const written = async () => {
    texts ??= (
      await queryRows<{ text: string }>(
        db,
        sql`select d.text from decisions d where d.organisation_id = any(${uuidList(organisationIds)})
            union all select concat_ws(E'\n', ai.description, ai.minutes) from agenda_items ai
              join meetings m on m.id = ai.meeting_id
              where m.organisation_id = any(${uuidList(organisationIds)})
            order by 1 limit 5000`,
      )
    ).flatMap((r) => r.text.split(/(?<=[.!?;:])\s+|\n+/));
    return texts;
  };
  // Only the records that bracket the short form are read for its definition.
  const definitions = async (short: string) =>
    (
      await queryRows<{ text: string }>(
        db,
        sql`select d.text from decisions d where d.organisation_id = any(${uuidList(organisationIds)})
              and d.text ilike ${`%(${short})%`}
            union all select concat_ws(E'\n', ai.description, ai.minutes) from agenda_items ai
              join meetings m on m.id = ai.meeting_id
              where m.organisation_id = any(${uuidList(organisationIds)})
                and concat_ws(E'\n', ai.description, ai.minutes) ilike ${`%(${short})%`}
            limit 20`,
      )
    ).flatMap((r) => r.text.split(/(?<=[.!?;:])\s+|\n+/));
  const out: string[] = [];
  for (const w of subject) {
    if (!shorts.includes(w)) {
      out.push(w);
      continue;
    }
    // "The DA increase", "the Principal's CTC band": where the records write the short form
    // themselves (in titles, or in at least two passages the asker may read), it is their own
    // word, kept as typed, unless a title or a document's name spells it out.
    const own = new RegExp(`\\b${w.toUpperCase()}\\b`);
    const saidAsIs = async () =>
      titles.some((t) => own.test(t.title)) ||
      (await retrieve(db, organisations, searchTerms(w), 10)).filter((p) => own.test(p.text))
        .length >= 2;
    // A definition in brackets ("a dearness allowance (DA) increase") says what it stands for.
    const defined = definedIn(w, await definitions(w));
    if (defined && (await saidAsIs())) {
      out.push(w);
      continue;
    }
    // "QSR" passes over the "and" of "Quality, Safety and Risk"; "RFP" keeps the "for" of
    // "request for proposals", when no title spells it without.
    const spelled =
      defined ??
      spelledIn(
        w,
        titles.map((t) => t.title),
      ) ??
      // "The DoA": a document the asker may open, named in full.
      spelledIn(w, await named()) ??
      ((await saidAsIs()) ? null : spelledMostIn(w, await written()));
    out.push(...(spelled ?? [w]));
  }
  return out;
}

/**
 * The analysis with its short forms written out ("When did we approve the RAP?": the
 * Reconciliation Action Plan), the subject as typed kept beside it: "the audit RFP" is an agenda
 * item's title and "a request for proposals for audit services" an action's.
 */
export async function writtenOutShortForms(
  db: DbOrTx,
  question: string,
  analysis: QuestionAnalysis,
  organisations: readonly ReadableOrganisation[],
): Promise<QuestionAnalysis> {
  const subject = await expandedShortForms(db, question, analysis.subject, organisations);
  const changed = subject.join(" ") !== analysis.subject.join(" ");
  return changed ? { ...analysis, subject, subjectAsTyped: analysis.subject } : analysis;
}

/** Whether the test holds of the subject as typed, when a short form in it was written out. */
export function asTyped(
  analysis: QuestionAnalysis,
  test: (subject: readonly string[]) => boolean,
): boolean {
  return analysis.subjectAsTyped !== null && test(analysis.subjectAsTyped);
}
