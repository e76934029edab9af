import { and, eq, gt } from "drizzle-orm";
import {
  type SignerInput,
  signatureMessages,
} from "../../../common/contracts/signature-requests.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { signatureEvents, signatureRequests, signatureSigners } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { personNames } from "../votes/queries.js";
import { addSignatureEvent } from "./signature-events.js";
import { type MailContext, mailSigners } from "./signature-mail.js";
import { loadSignatureRequest, type SignatureRecord } from "./signature-record.js";
import { signerCandidates } from "./signer-access.js";
import { isTurnOf, statusAt } from "./signing-state.js";

/** The request, locked, while it is still open: voided, declined, expired or done is final. */
async function openRequest(tx: Tx, org: OrgActor, requestId: string, now: Date) {
  const record = await loadSignatureRequest(tx, requestId, {
    organisationId: org.organisation.id,
    lock: true,
  });
  if (statusAt(record.request, now) !== "pending")
    throw new AppError("conflict", signatureMessages.notOpen);
  return record;
}

const audit = (tx: Tx, org: OrgActor, record: SignatureRecord, action: string, after: object) =>
  writeAudit(tx, {
    organisationId: org.organisation.id,
    actorPersonId: org.actor.personId,
    action,
    subjectType: "signatureRequest",
    subjectId: record.request.id,
    after,
  });

/** The requester withdraws the request: no one can sign it any more. */
export async function voidSignatureRequest(
  db: Db,
  org: OrgActor,
  requestId: string,
  reason: string | undefined,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await openRequest(tx, org, requestId, now);
    await tx
      .update(signatureRequests)
      .set({ status: "voided", closedAt: now, closedReason: reason || null })
      .where(eq(signatureRequests.id, record.request.id));
    await addSignatureEvent(
      tx,
      record.request.id,
      `Withdrawn by ${(await personNames(tx, [org.actor.personId])).get(org.actor.personId) ?? org.actor.email}${reason ? `: ${reason}` : ""}`,
      now,
    );
    await audit(tx, org, record, "signatureRequest.void", { reason: reason ?? null });
  });
}

/** Reminds those whose turn it is and who have not signed; at most once an hour. */
export async function remindSigners(
  db: Db,
  org: OrgActor,
  requestId: string,
  mail: MailContext,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const record = await openRequest(tx, org, requestId, now);
    const [recent] = await tx
      .select({ at: signatureEvents.at })
      .from(signatureEvents)
      .where(
        and(
          eq(signatureEvents.requestId, record.request.id),
          gt(signatureEvents.at, new Date(now.getTime() - 3_600_000)),
          eq(signatureEvents.text, "Reminder sent"),
        ),
      )
      .limit(1);
    if (recent)
      throw new AppError(
        "tooManyRequests",
        "A reminder went less than an hour ago. Give the signers a little time.",
      );
    const due = record.signers.filter(
      (s) => !s.signedAt && !s.declinedAt && isTurnOf(record.request, record.signers, s),
    );
    const sent = await mailSigners(tx, record, due, mail, "reminder");
    await addSignatureEvent(tx, record.request.id, "Reminder sent", now);
    await audit(tx, org, record, "signatureRequest.remind", { to: due.map((s) => s.id) });
    return sent;
  });
}

/**
 * Someone else signs in a signer's place, before they have signed: a member who can read the
 * document, or someone outside. The old signer's link stops working (its generation moves on).
 */
export async function changeSigner(
  db: Db,
  org: OrgActor,
  requestId: string,
  signerId: string,
  to: SignerInput,
  folderId: string | null,
  mail: MailContext,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await openRequest(tx, org, requestId, now);
    const signer = record.signers.find((s) => s.id === signerId.toLowerCase());
    if (!signer) throw new AppError("notFound", "That signer is not on this request.");
    if (signer.signedAt || signer.declinedAt)
      throw new AppError("conflict", signatureMessages.signerDone);
    let next: { personId: string | null; name: string; email: string };
    if ("personId" in to) {
      const c = (
        await signerCandidates(tx, org.organisation, folderId, [to.personId.toLowerCase()])
      ).get(to.personId.toLowerCase());
      if (!c) throw new AppError("badRequest", signatureMessages.notMember);
      if (!c.readsDocument) throw new AppError("badRequest", signatureMessages.cannotRead(c.name));
      if (!c.canSignIn || !c.email)
        throw new AppError("badRequest", signatureMessages.noLogin(c.name));
      next = { personId: c.personId, name: c.name, email: c.email };
    } else next = { personId: null, name: to.name, email: to.email };
    const clash = record.signers.some(
      (s) =>
        s.id !== signer.id &&
        (next.personId
          ? s.personId === next.personId
          : s.personId === null && s.email === next.email),
    );
    if (clash) throw new AppError("badRequest", signatureMessages.duplicateSigner);
    await tx
      .update(signatureSigners)
      .set({ ...next, linkGeneration: signer.linkGeneration + 1, invitedAt: null })
      .where(eq(signatureSigners.id, signer.id));
    await addSignatureEvent(
      tx,
      record.request.id,
      `${next.name} <${next.email}> signs in place of ${signer.name} <${signer.email}>`,
      now,
    );
    await audit(tx, org, record, "signatureRequest.changeSigner", {
      signerId: signer.id,
      from: signer.personId ?? signer.email,
      to: next.personId ?? next.email,
    });
    const after = await loadSignatureRequest(tx, record.request.id);
    const replaced = after.signers.find((s) => s.id === signer.id);
    if (replaced && isTurnOf(after.request, after.signers, replaced))
      await mailSigners(tx, after, [replaced], mail, "invite");
  });
}
