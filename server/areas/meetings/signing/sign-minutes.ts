import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type AuditEntry, writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { minuteConfirmations, minuteSignatures } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import type { InstallationSeal } from "../../../signing/installation-seal.js";
import type { FileStore } from "../../../storage/file-store.js";
import { currentConfirmation } from "../confirmation/queries.js";
import { sealSignedMinutes } from "./seal-minutes.js";

/**
 * Signs the confirmed minutes. The signature records the SHA-256 of the stored
 * minutes PDF, recomputed now: if the file no longer matches what was confirmed,
 * nobody can sign it. The last signature seals the minutes (seal-minutes.ts).
 */
export async function signMinutes(
  db: Db,
  storage: FileStore,
  seal: InstallationSeal,
  org: OrgActor,
  meetingId: string,
): Promise<{ signed: number; total: number }> {
  return db.transaction(async (tx) => {
    const c = await currentConfirmation(tx, meetingId);
    if (!c) throw new AppError("conflict", "These minutes are not confirmed yet.");
    // One signer at a time per confirmation: two last signatures at once must still seal once.
    await tx
      .select({ id: minuteConfirmations.id })
      .from(minuteConfirmations)
      .where(eq(minuteConfirmations.id, c.id))
      .for("update");
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
    const all = await tx
      .select()
      .from(minuteSignatures)
      .where(eq(minuteSignatures.confirmationId, c.id));
    const signed = all.filter((s) => s.signedAt).length;
    const entries: AuditEntry[] = [
      {
        organisationId: org.organisation.id,
        actorPersonId: org.actor.personId,
        action: "minutes.sign",
        subjectType: "meeting",
        subjectId: meetingId,
        after: { confirmationId: c.id, sha256: sha },
      },
    ];
    // Sealing takes a moment: done before the audit chain's lock is taken, not while it is held.
    if (pdf && signed === all.length) {
      const sealed = await sealSignedMinutes(tx, storage, seal, c, pdf);
      entries.push({
        organisationId: org.organisation.id,
        actorPersonId: org.actor.personId,
        action: "minutes.seal",
        subjectType: "meeting",
        subjectId: meetingId,
        after: {
          confirmationId: c.id,
          sha256: sealed.sha256,
          certificateFingerprint: seal.fingerprint,
        },
      });
    }
    for (const entry of entries) await writeAudit(tx, entry);
    return { signed, total: all.length };
  });
}
