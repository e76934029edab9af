import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { meetingNotices, memberships, people } from "../../../db/schema/index.js";

/** What was sent about a meeting, newest first: to whom, and who could not receive it. */
export async function noticeHistory(db: DbOrTx, meetingId: string) {
  const rows = await db
    .select({ n: meetingNotices, first: people.firstName, last: people.lastName })
    .from(meetingNotices)
    .leftJoin(people, eq(people.id, meetingNotices.sentBy))
    .where(eq(meetingNotices.meetingId, meetingId))
    .orderBy(desc(meetingNotices.sentAt));
  return rows.map(({ n, first, last }) => ({
    Kind: n.kind,
    SentAt: n.sentAt.toISOString(),
    SentBy: first ? `${first} ${last}` : null,
    Comment: n.comment,
    Recipients: n.recipients.map((r) => r.name),
    NotSent: n.notSent.map((x) => ({ Name: x.name, Reason: x.reason })),
  }));
}

/**
 * Everyone a meeting's notices may go to and who may be asked to sign: its organisation's
 * members with access, by name. Whoever runs a meeting needs them, even without the People area.
 */
export async function meetingPeople(db: DbOrTx, organisationId: string) {
  const rows = await db
    .select({
      id: people.id,
      first: people.firstName,
      last: people.lastName,
      email: people.email,
      login: memberships.loginEnabled,
      board: memberships.isBoardMember,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.accessAllowed, true)))
    .orderBy(asc(people.lastName), asc(people.firstName));
  return rows.map((r) => ({
    PersonId: r.id,
    FullName: `${r.first} ${r.last}`,
    HasEmail: Boolean(r.email),
    LoginEnabled: r.login,
    IsBoardMember: r.board,
  }));
}
