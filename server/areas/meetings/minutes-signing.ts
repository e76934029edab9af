import { createHash } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import {
  memberships,
  minuteConfirmations,
  minuteSignatures,
  people,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import type { DiskStorage } from "../../storage/disk-storage.js";

async function currentConfirmation(db: DbOrTx, meetingId: string) {
  const [c] = await db
    .select()
    .from(minuteConfirmations)
    .where(
      and(eq(minuteConfirmations.meetingId, meetingId), isNull(minuteConfirmations.reversedAt)),
    )
    .limit(1);
  return c;
}

/** "Signed x of y", who signed when, and the SHA-256 the signatures bind. */
export async function signingStatus(db: DbOrTx, meetingId: string, viewerPersonId: string) {
  const c = await currentConfirmation(db, meetingId);
  if (!c)
    return {
      Confirmed: false,
      MinutesSha256: null,
      Signed: 0,
      Total: 0,
      MayISign: false,
      Signers: [],
    };
  const rows = await db
    .select({ s: minuteSignatures, first: people.firstName, last: people.lastName })
    .from(minuteSignatures)
    .innerJoin(people, eq(people.id, minuteSignatures.personId))
    .where(eq(minuteSignatures.confirmationId, c.id));
  const mine = rows.find((r) => r.s.personId === viewerPersonId);
  return {
    Confirmed: true,
    MinutesSha256: c.minutesSha256,
    Signed: rows.filter((r) => r.s.signedAt).length,
    Total: rows.length,
    MayISign: Boolean(mine && !mine.s.signedAt),
    Signers: rows.map((r) => ({
      PersonId: r.s.personId,
      Name: `${r.first} ${r.last}`,
      SignedAt: r.s.signedAt?.toISOString() ?? null,
    })),
  };
}

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

/**
 * Signs the confirmed minutes. The signature records the SHA-256 of the stored
 * minutes PDF, recomputed now: if the file no longer matches what was confirmed,
 * nobody can sign it.
 */
export async function signMinutes(
  db: Db,
  storage: DiskStorage,
  org: OrgActor,
  meetingId: string,
): Promise<{ signed: number; total: number }> {
  return db.transaction(async (tx) => {
    const c = await currentConfirmation(tx, meetingId);
    if (!c) throw new AppError("conflict", "These minutes are not confirmed yet.");
    const [request] = await tx
      .select()
      .from(minuteSignatures)
      .where(
        and(
          eq(minuteSignatures.confirmationId, c.id),
          eq(minuteSignatures.personId, org.actor.personId),
        ),
      )
      .for("update")
      .limit(1);
    if (!request) throw new AppError("forbidden", "You have not been asked to sign these minutes.");
    if (request.signedAt) throw new AppError("conflict", "You have already signed these minutes.");
    const pdf = await storage.get(c.minutesPdfKey);
    const sha = pdf ? createHash("sha256").update(pdf).digest("hex") : null;
    if (sha !== c.minutesSha256)
      throw new AppError(
        "conflict",
        "The stored minutes no longer match what was confirmed; they cannot be signed. Tell your administrator.",
      );
    await tx
      .update(minuteSignatures)
      .set({ signedAt: new Date(), signedSha256: sha })
      .where(eq(minuteSignatures.id, request.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "minutes.sign",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { confirmationId: c.id, sha256: sha },
    });
    const all = await tx
      .select()
      .from(minuteSignatures)
      .where(eq(minuteSignatures.confirmationId, c.id));
    return { signed: all.filter((s) => s.signedAt).length, total: all.length };
  });
}

export async function confirmedMinutesPdf(
  db: DbOrTx,
  storage: DiskStorage,
  meetingId: string,
): Promise<Buffer | undefined> {
  const c = await currentConfirmation(db, meetingId);
  return c ? storage.get(c.minutesPdfKey) : undefined;
}
