import { and, eq, isNull, or, sql } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Tx } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import { organisationToday } from "./interest-dates.js";

/**
 * Ends a person's open interests in an organisation as of today, for the command
 * that removes them (it passes its own transaction). Entries stay in the register as past.
 */
export async function closePersonInterests(
  tx: Tx,
  organisationId: string,
  personId: string,
  actorPersonId: string,
): Promise<number> {
  const today = await organisationToday(tx, organisationId);
  const closed = await tx
    .update(interests)
    .set({ endsOn: today, version: sql`${interests.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(interests.organisationId, organisationId),
        eq(interests.personId, personId),
        or(isNull(interests.endsOn), sql`${interests.endsOn} > ${today}`),
      ),
    )
    .returning({ id: interests.id });
  for (const { id } of closed) {
    await writeAudit(tx, {
      organisationId,
      actorPersonId,
      action: "interest.end",
      subjectType: "interest",
      subjectId: id,
      after: { endsOn: today, reason: "person removed" },
    });
  }
  return closed.length;
}
