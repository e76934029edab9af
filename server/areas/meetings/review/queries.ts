import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { minuteComments, people } from "../../../db/schema/index.js";

/** Members' comments on the draft minutes, oldest first. */
export async function listMinutesComments(db: DbOrTx, meetingId: string) {
  const rows = await db
    .select({ c: minuteComments, first: people.firstName, last: people.lastName })
    .from(minuteComments)
    .innerJoin(people, eq(people.id, minuteComments.personId))
    .where(eq(minuteComments.meetingId, meetingId))
    .orderBy(asc(minuteComments.createdAt));
  return rows.map(({ c, first, last }) => ({
    Id: c.id,
    AgendaItemId: c.agendaItemId,
    By: `${first} ${last}`,
    Text: c.text,
    At: c.createdAt.toISOString(),
  }));
}
