import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetingNotices, meetings } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { queueMail } from "../../../mail/send-mail.js";
import { meetingWhen } from "../meeting-format.js";
import { lockMeetingForEdit } from "../meeting-guards.js";
import { meetingHeading } from "../meeting-heading.js";
import { inviteAttachment, meetingInvite } from "./calendar-invite.js";

/** Cancels a meeting; everyone who was sent an invite gets METHOD:CANCEL with the same UID. */
export async function cancelMeeting(
  db: Db,
  org: OrgActor,
  meetingId: string,
  notify: boolean,
  baseUrl: string,
  from: { name: string; email: string },
): Promise<{ notified: number }> {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [cancelled] = await tx
      .update(meetings)
      .set({ cancelledAt: new Date(), icsSequence: m.icsSequence + 1 })
      .where(eq(meetings.id, meetingId))
      .returning();
    if (!cancelled) throw new Error("meeting update returned nothing");
    let notified = 0;
    if (notify) {
      const history = await tx
        .select()
        .from(meetingNotices)
        .where(eq(meetingNotices.meetingId, meetingId));
      const invited = new Map(history.flatMap((h) => h.recipients).map((r) => [r.email, r]));
      const { place: location } = await meetingHeading(tx, cancelled);
      for (const r of invited.values()) {
        const ics = meetingInvite({
          meeting: cancelled,
          method: "CANCEL",
          location,
          url: `${baseUrl}/meeting/${m.id}`,
          organiser: from,
          attendee: { name: r.name, email: r.email },
        });
        await queueMail(tx, {
          to: r.email,
          subject: `Cancelled: ${m.title}`,
          text: `${m.title} on ${meetingWhen(m)} has been cancelled.\n\nQuorate`,
          attachments: [inviteAttachment(ics, "CANCEL")],
          about: { type: "meeting", id: m.id },
        });
        notified++;
      }
      await tx.insert(meetingNotices).values({
        meetingId,
        kind: "cancellation",
        sentBy: org.actor.personId,
        recipients: [...invited.values()],
        notSent: [],
      });
    }
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "meeting.cancel",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { notified },
    });
    return { notified };
  });
}
