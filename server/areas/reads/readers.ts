import { and, asc, eq, inArray } from "drizzle-orm";
import type { FileReader } from "../../../common/contracts/reads.js";
import type { DbOrTx } from "../../db/client.js";
import { fileReads, people } from "../../db/schema/index.js";
import { type ReadSubject, subjectKey } from "./record-read.js";

const initialsOf = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || "?";

/** Who opened each of these files, first readers first. */
export async function readersOf(
  db: DbOrTx,
  organisationId: string,
  subjects: readonly ReadSubject[],
): Promise<Map<string, FileReader[]>> {
  const byKey = new Map<string, FileReader[]>();
  if (subjects.length === 0) return byKey;
  const rows = await db
    .select({
      subject: fileReads.subject,
      personId: fileReads.personId,
      first: people.firstName,
      last: people.lastName,
      firstAt: fileReads.firstAt,
      lastAt: fileReads.lastAt,
    })
    .from(fileReads)
    .innerJoin(people, eq(people.id, fileReads.personId))
    .where(
      and(
        eq(fileReads.organisationId, organisationId),
        inArray(fileReads.subject, subjects.map(subjectKey)),
      ),
    )
    .orderBy(asc(fileReads.firstAt));
  for (const row of rows) {
    const list = byKey.get(row.subject) ?? [];
    list.push({
      personId: row.personId,
      name: `${row.first} ${row.last}`.trim(),
      initials: initialsOf(row.first, row.last),
      firstAt: row.firstAt.toISOString(),
      lastAt: row.lastAt.toISOString(),
    });
    byKey.set(row.subject, list);
  }
  return byKey;
}
