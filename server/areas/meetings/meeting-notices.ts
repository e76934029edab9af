import { and, desc, eq, inArray } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { meetingNotices, meetings, memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { assertMembers } from "../organisations/assert-members.js";
import { inviteAttachment, meetingInvite } from "./calendar-invite.js";
import { meetingWhen } from "./meeting-format.js";
import { lockMeetingForEdit } from "./meeting-guards.js";
import { meetingHeading } from "./meeting-heading.js";

export type NoticeKind = "notice" | "pack";
export type NoticeInput = {
  kind: NoticeKind;
  personIds: string[];
  greeting: "firstName" | "fullName" | "formal";
  comment?: string;
};

type Recipient = {
  personId: string;
  first: string;
  last: string;
  title: string | null;
  email: string | null;
  hasLogin: boolean;
};

async function recipientsOf(
  tx: DbOrTx,
  organisationId: string,
  personIds: string[],
): Promise<Recipient[]> {
  if (personIds.length === 0) return [];
  return tx
    .select({
      personId: people.id,
      first: people.firstName,
      last: people.lastName,
      title: people.title,
      email: people.email,
      hasLogin: memberships.loginEnabled,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(
      and(eq(memberships.organisationId, organisationId), inArray(memberships.personId, personIds)),
    );
}

function greet(r: Recipient, style: NoticeInput["greeting"]): string {
  if (style === "firstName") return `Dear ${r.first},`;
  if (style === "fullName") return `Dear ${r.first} ${r.last},`;
  return `Dear ${r.title ? `${r.title} ` : ""}${r.last},`;
}

/**
 * E-mails a meeting notice or the board-pack link (never the file) to chosen
 * people, each with a calendar invite. Anyone who cannot receive it is listed
 * with the reason, not silently dropped; the sending is kept in the history.
 */
export async function sendMeetingNotice(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: NoticeInput,
  baseUrl: string,
  from: { name: string; email: string },
) {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    if (input.kind === "pack" && !m.agendaPublishedAt)
      throw new AppError(
        "conflict",
        "Publish the agenda first: the board pack is built when it is published.",
      );
    await assertMembers(tx, m.organisationId, input.personIds, "personIds");
    const found = await recipientsOf(tx, m.organisationId, [...new Set(input.personIds)]);
    const notSent: Array<{ personId: string; name: string; reason: string }> = [];
    const sent: Array<{ personId: string; name: string; email: string }> = [];
    const { organisationName: orgName, place: location } = await meetingHeading(tx, m);
    const link = `${baseUrl}/${input.kind === "pack" ? "pack" : "meeting"}/${m.id}`;
    for (const r of found) {
      const name = `${r.first} ${r.last}`;
      if (!r.email) {
        notSent.push({ personId: r.personId, name, reason: "No e-mail address on record." });
        continue;
      }
      if (input.kind === "pack" && !r.hasLogin) {
        notSent.push({
          personId: r.personId,
          name,
          reason: "Cannot sign in to read the board pack (no login).",
        });
        continue;
      }
      const subject =
        input.kind === "pack" ? `Board pack: ${m.title}` : `Meeting notice: ${m.title}`;
      const lines = [
        greet(r, input.greeting),
        "",
        input.kind === "pack"
          ? `The board pack for ${m.title} of ${orgName} is ready.`
          : `You are invited to ${m.title} of ${orgName}.`,
        "",
        `When: ${meetingWhen(m)}`,
        location ? `Where: ${location}` : null,
        "",
        input.comment ? `${input.comment}\n` : null,
        input.kind === "pack"
          ? `Read it here (you will be asked to sign in): ${link}`
          : `Details: ${link}`,
        // Only people who can sign in can answer; the secretary records the others' replies.
        ...(input.kind === "notice" && r.hasLogin
          ? [
              "",
              "Will you attend? Reply here (you will be asked to sign in):",
              `I will attend: ${link}?rsvp=attending`,
              `I send my apologies: ${link}?rsvp=apology`,
            ]
          : []),
        "",
        "Quorate",
      ].filter((l): l is string => l !== null);
      const ics = meetingInvite({
        meeting: m,
        method: "REQUEST",
        location,
        url: `${baseUrl}/meeting/${m.id}`,
        organiser: from,
        attendee: { name, email: r.email },
      });
      await queueMail(tx, {
        to: r.email,
        subject,
        text: lines.join("\n"),
        attachments: [inviteAttachment(ics, "REQUEST")],
        about: { type: "meeting", id: m.id },
      });
      sent.push({ personId: r.personId, name, email: r.email });
    }
    await tx.insert(meetingNotices).values({
      meetingId,
      kind: input.kind,
      sentBy: org.actor.personId,
      comment: input.comment ?? null,
      recipients: sent,
      notSent,
    });
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: `meeting.send.${input.kind}`,
      subjectType: "meeting",
      subjectId: meetingId,
      after: { sent: sent.map((s) => s.personId), notSent },
    });
    return {
      sent: sent.map((s) => ({ PersonId: s.personId, Name: s.name, Email: s.email })),
      notSent: notSent.map((n) => ({ PersonId: n.personId, Name: n.name, Reason: n.reason })),
    };
  });
}

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
