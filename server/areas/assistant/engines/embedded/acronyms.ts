import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { variantsOf } from "../../understanding/question-words.js";

/** Words a title's initials pass over ("Quality, Safety and Risk": QSR). */
const small = new Set(["and", "of", "the", "for", "to", "a", "an", "in", "on", "&"]);

/** The words of a title whose initials spell the short form, or null ("RAP": Reconciliation Action Plan), small words left out. */
export function spelledBy(short: string, title: string, withSmall = false): string[] | null {
  const all = fold(title).match(/[a-z][a-z'-]*/g) ?? [];
  const words = withSmall ? all : all.filter((w) => !small.has(w));
  for (let i = 0; i + short.length <= words.length; i++) {
    const run = words.slice(i, i + short.length);
    if (run.map((w) => w[0]).join("") === short) return run.filter((w) => !small.has(w));
  }
  return null;
}

/**
 * A short form in the subject ("when did we approve the RAP?") written out as the title it
 * stands for in the records (decisions, agenda items, actions: documents are left out, as
 * their names may be in folders the asker cannot open). A word no title spells is left as it
 * was.
 */
export async function expandedShortForms(
  db: DbOrTx,
  question: string,
  subject: readonly string[],
  organisationIds: readonly string[],
): Promise<string[]> {
  // Written in capitals ("RAP", "QIP"), or a short word of consonants typed in lower case ("the rap").
  const typedShort = new Set(
    [...question.matchAll(/\b([A-Z]{2,5})s?\b/g)].map((m) => (m[1] ?? "").toLowerCase()),
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
  return subject.flatMap((w) => {
    if (!shorts.includes(w)) return [w];
    // "QSR" passes over the "and" of "Quality, Safety and Risk"; "RFP" keeps the "for" of
    // "request for proposals", when no title spells it without.
    const spelled =
      titles.map((t) => spelledBy(w, t.title)).find((run) => run !== null) ??
      titles.map((t) => spelledBy(w, t.title, true)).find((run) => run !== null);
    return spelled ?? [w];
  });
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
  organisationIds: readonly string[],
): Promise<QuestionAnalysis> {
  const subject = await expandedShortForms(db, question, analysis.subject, organisationIds);
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
