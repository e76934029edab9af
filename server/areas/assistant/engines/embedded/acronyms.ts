import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { fold } from "../../understanding/question-analysis.js";

/** Words a title's initials pass over ("Quality, Safety and Risk": QSR). */
const small = new Set(["and", "of", "the", "for", "to", "a", "an", "in", "on", "&"]);

/** The words of a title whose initials spell the short form, or null ("RAP": Reconciliation Action Plan). */
export function spelledBy(short: string, title: string): string[] | null {
  const words = (fold(title).match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !small.has(w));
  for (let i = 0; i + short.length <= words.length; i++) {
    const run = words.slice(i, i + short.length);
    if (run.map((w) => w[0]).join("") === short) return run;
  }
  return null;
}

/**
 * A short form in the subject ("when did we approve the RAP?") written out as the title it
 * stands for in the records (decisions, agenda items, documents). A word the records hold as it
 * is, or one no title spells, is left as it was.
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
  const shorts = subject.filter((w) => /^[a-z]{2,5}$/.test(w) && typedShort.has(w));
  if (shorts.length === 0 || organisationIds.length === 0) return [...subject];
  const titles = await queryRows<{ title: string }>(
    db,
    sql`select d.title from decisions d where d.organisation_id = any(${uuidList(organisationIds)})
        union select ai.title from agenda_items ai join meetings m on m.id = ai.meeting_id
          where m.organisation_id = any(${uuidList(organisationIds)})
        union select v.name from documents doc
          join document_versions v on v.id = doc.current_version_id
          where doc.organisation_id = any(${uuidList(organisationIds)}) and doc.deleted_at is null`,
  );
  return subject.flatMap((w) => {
    if (!shorts.includes(w)) return [w];
    const said = titles.some((t) => new RegExp(`\\b${w}\\b`).test(fold(t.title)));
    const spelled = titles.map((t) => spelledBy(w, t.title)).find((run) => run !== null);
    return !said && spelled ? spelled : [w];
  });
}
