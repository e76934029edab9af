import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetings, memberships, people } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { queueMail } from "../../../mail/send-mail.js";
import { refuseIfLocked } from "../meeting-guards.js";
import { meetingAbilities } from "../policy.js";

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
    refuseIfLocked(m);
    if (!meetingAbilities(org, m).circulateMinutes)
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
