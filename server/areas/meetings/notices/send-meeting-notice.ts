import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { noticeBody } from "../../../../common/contracts/publishing.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../../db/client.js";
import { meetingNotices, memberships, people } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { queueMail } from "../../../mail/send-mail.js";
import { assertMembers } from "../../organisations/assert-members.js";
import { meetingWhen } from "../meeting-format.js";
import { lockMeetingForEdit } from "../meeting-guards.js";
import { meetingHeading } from "../meeting-heading.js";
import { inviteAttachment, meetingInvite } from "./calendar-invite.js";

type NoticeInput = z.infer<typeof noticeBody>;

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
