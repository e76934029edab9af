import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { meetingAttendees, memberships, people } from "../../../db/schema/index.js";

/** At creation everyone with access is expected, the chair first, then by surname. */
export async function seedAttendees(
  tx: Tx,
  meetingId: string,
  organisationId: string,
): Promise<void> {
  const rows = await tx
    .select({
      personId: memberships.personId,
      role: memberships.role,
      isBoardMember: memberships.isBoardMember,
      last: people.lastName,
      first: people.firstName,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.accessAllowed, true)))
    .orderBy(asc(people.lastName), asc(people.firstName));
  const ordered = [
    ...rows.filter((r) => r.role === "Chairman"),
    ...rows.filter((r) => r.role !== "Chairman"),
  ];
  if (ordered.length === 0) return;
  await tx.insert(meetingAttendees).values(
    ordered.map((r, i) => ({
      meetingId,
      personId: r.personId,
      isVotingMember: r.isBoardMember,
      position: i + 1,
    })),
  );
}
