import { and, asc, eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import {
  agendaItems,
  meetings,
  memberships,
  minuteComments,
  people,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";

const reviewStates = new Set(["InProgress", "Review"]);

/** Members comment on draft minutes while they are drafted or in review; confirmed minutes take no comments. */
export async function addMinutesComment(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: { text: string; agendaItemId?: string | null },
) {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
    if (!m) throw new AppError("notFound", "That meeting was not found.");
    if (!reviewStates.has(m.state))
      throw new AppError(
        "conflict",
        "Comments are taken while the minutes are in draft or in review.",
      );
    if (input.agendaItemId) {
      const [item] = await tx
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .where(and(eq(agendaItems.id, input.agendaItemId), eq(agendaItems.meetingId, meetingId)))
        .limit(1);
      if (!item) throw new AppError("badRequest", "That agenda item is not on this meeting.");
    }
    const [row] = await tx
      .insert(minuteComments)
      .values({
        meetingId,
        agendaItemId: input.agendaItemId ?? null,
        personId: org.actor.personId,
        text: input.text,
      })
      .returning();
    if (!row) throw new Error("comment insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.comment",
      subjectType: "meeting",
      subjectId: meetingId,
      after: row,
    });
    return { id: row.id };
  });
}

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

/** Circulates the draft minutes: every member who can sign in gets a link to read and comment. */
export async function circulateMinutes(
  db: Db,
  org: OrgActor,
  meetingId: string,
  baseUrl: string,
  comment?: string,
): Promise<{ sent: number }> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
    if (!m) throw new AppError("notFound", "That meeting was not found.");
    if (m.state !== "Review")
      throw new AppError(
        "conflict",
        'Draft minutes are circulated once they are finished ("Finish Draft Minutes").',
      );
    const members = await tx
      .select({ first: people.firstName, email: people.email })
      .from(memberships)
      .innerJoin(people, eq(people.id, memberships.personId))
      .where(
        and(
          eq(memberships.organisationId, m.organisationId),
          eq(memberships.loginEnabled, true),
          eq(memberships.accessAllowed, true),
        ),
      );
    let sent = 0;
    for (const p of members) {
      if (!p.email) continue;
      await queueMail(tx, {
        to: p.email,
        subject: `Draft minutes for comment: ${m.title}`,
        text: `Kia ora ${p.first},\n\nThe draft minutes of ${m.title} are ready for your comments.${comment ? `\n\n${comment}` : ""}\n\nRead and comment here: ${baseUrl}/meeting/${m.id}\n\nQuorate`,
        about: { type: "meeting", id: m.id },
      });
      sent++;
    }
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.circulate",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { sent },
    });
    return { sent };
  });
}
