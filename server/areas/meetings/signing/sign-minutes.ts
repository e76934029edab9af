import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { minuteSignatures } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import type { FileStore } from "../../../storage/file-store.js";
import { currentConfirmation } from "../confirmation/queries.js";

/**
 * Signs the confirmed minutes. The signature records the SHA-256 of the stored
 * minutes PDF, recomputed now: if the file no longer matches what was confirmed,
 * nobody can sign it.
 */
export async function signMinutes(
  db: Db,
  storage: FileStore,
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
