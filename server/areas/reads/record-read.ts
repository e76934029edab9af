import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { fileReads } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";

/** What was opened: a library document (any of its versions), a paper, or a meeting's pack. */
export type ReadSubject =
  | { kind: "document"; id: string }
  | { kind: "paper"; id: string }
  | { kind: "pack"; id: string };

export const subjectKey = (subject: ReadSubject) => `${subject.kind}:${subject.id}`;

/** A read receipt: the first time and the last time this person opened the file, and how often. */
export async function recordRead(db: DbOrTx, org: OrgActor, subject: ReadSubject): Promise<void> {
  await db
    .insert(fileReads)
    .values({
      organisationId: org.organisation.id,
      personId: org.actor.personId,
      subject: subjectKey(subject),
    })
    .onConflictDoUpdate({
      target: [fileReads.personId, fileReads.subject],
      set: { lastAt: sql`now()`, times: sql`${fileReads.times} + 1` },
    });
}
