import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { signatureRequests, signatureSigners } from "../../db/schema/index.js";
import {
  refusalError,
  type SignerKey,
  type SigningPlace,
  signerFor,
} from "./sign-signature-request.js";
import { addSignatureEvent } from "./signature-events.js";
import { type MailContext, mailProgress } from "./signature-mail.js";
import { loadSignatureRequest } from "./signature-record.js";
import { refusalFor } from "./signing-state.js";

/**
 * A signer declines with a reason: the request closes (nobody else is asked to sign what one
 * signer refused), and the requester is told why.
 */
export async function declineSignatureRequest(
  db: Db,
  mail: MailContext,
  requestId: string,
  key: SignerKey,
  reason: string,
  place: Pick<SigningPlace, "organisationId" | "address">,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await loadSignatureRequest(tx, requestId, {
      organisationId: place.organisationId,
      lock: true,
    });
    const signer = signerFor(record, key);
    const refusal = refusalFor(record.request, signer, now);
    if (refusal) throw refusalError(refusal);
    await tx
      .update(signatureSigners)
      .set({ declinedAt: now, declineReason: reason, address: place.address })
      .where(eq(signatureSigners.id, signer.id));
    await tx
      .update(signatureRequests)
      .set({
        status: "declined",
        closedAt: now,
        closedReason: `${signer.name} declined: ${reason}`,
      })
      .where(eq(signatureRequests.id, record.request.id));
    await addSignatureEvent(tx, record.request.id, `${signer.name} declined: ${reason}`, now);
    await writeAudit(tx, {
      organisationId: record.request.organisationId,
      actorPersonId: signer.personId,
      action: "signatureRequest.decline",
      subjectType: "signatureRequest",
      subjectId: record.request.id,
      after: { signerId: signer.id, reason },
    });
    await mailProgress(tx, record, mail, { kind: "declined", signer, reason });
  });
}
