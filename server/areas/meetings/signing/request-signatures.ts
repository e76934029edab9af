import { and, eq, inArray } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { memberships, minuteSignatures, people } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { queueMail } from "../../../mail/send-mail.js";
import { currentConfirmation } from "../confirmation/queries.js";

/** Asks more people to sign (they must be members of the organisation). */
export async function requestSignatures(
  db: Db,
  org: OrgActor,
  meetingId: string,
  personIds: string[],
  baseUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await currentConfirmation(tx, meetingId);
    if (!c) throw new AppError("conflict", "Minutes are signed once they are confirmed.");
    const members = await tx
      .select({ id: memberships.personId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, org.organisation.id),
          inArray(memberships.personId, personIds),
          eq(memberships.loginEnabled, true),
        ),
      );
    if (members.length !== new Set(personIds).size)
      throw new AppError(
        "badRequest",
        "Signers must be members of this organisation who can sign in.",
      );
    const added = await tx
      .insert(minuteSignatures)
      .values(
        members.map((m) => ({
          confirmationId: c.id,
          personId: m.id,
          requestedBy: org.actor.personId,
        })),
      )
      .onConflictDoNothing()
      .returning({ personId: minuteSignatures.personId });
    const addedPeople = added.length
      ? await tx
          .select()
          .from(people)
          .where(
            inArray(
              people.id,
              added.map((a) => a.personId),
            ),
          )
      : [];
    for (const p of addedPeople) {
      if (!p.email) continue;
      await queueMail(tx, {
        to: p.email,
        subject: "Please sign the confirmed minutes",
        text: `Kia ora ${p.firstName},\n\nYou have been asked to sign the confirmed minutes. Review and sign them here (you will be asked to sign in):\n\n${baseUrl}/minutes-signing/${meetingId}\n\nQuorate`,
        about: { type: "meeting", id: meetingId },
      });
    }
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "minutes.requestSignatures",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { personIds },
    });
  });
}
