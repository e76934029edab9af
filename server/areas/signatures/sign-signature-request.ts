import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  type SignBody,
  type SigningRefusal,
  signatureMessages,
} from "../../../common/contracts/signature-requests.js";
import { formatInZone } from "../../../common/date-formatters.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { type StoredSignature, signatureFields, signatureSigners } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import type { InstallationSeal } from "../../signing/installation-seal.js";
import type { FileStore } from "../../storage/file-store.js";
import { completeSignatureRequest } from "./complete-signature-request.js";
import { addSignatureEvent } from "./signature-events.js";
import { readSignaturePicture } from "./signature-image.js";
import { type MailContext, mailProgress, mailSigners } from "./signature-mail.js";
import { loadSignatureRequest, type SignatureRecord, type SignerRow } from "./signature-record.js";
import { isTurnOf, refusalFor } from "./signing-state.js";

export type SigningPlace = {
  organisationId: string;
  timeZone: string;
  address: string;
  device: string | null;
  verifyUrl: string;
};

/** Who signs: a member by their person, or an external signer by their link's place. */
export type SignerKey = { personId: string } | { signerId: string; generation: number };

export function refusalError(refusal: SigningRefusal): AppError {
  const message = signatureMessages.refused[refusal];
  if (refusal === "notYou") return new AppError("forbidden", message);
  if (refusal === "tampered") return new AppError("notFound", message);
  return new AppError("conflict", message);
}

/** The signer a key names in a request, or the refusal that says it is not them. */
export function signerFor(record: SignatureRecord, key: SignerKey): SignerRow {
  const signer =
    "personId" in key
      ? record.signers.find((s) => s.personId === key.personId)
      : record.signers.find((s) => s.id === key.signerId);
  if (!signer) throw refusalError("notYou");
  // A replaced external signer's old link names a past generation of the place.
  if ("generation" in key && (signer.personId !== null || signer.linkGeneration !== key.generation))
    throw refusalError("tampered");
  return signer;
}

/** Checks the caller may sign now; throws the refusal that explains why not. */
export function assertMaySign(record: SignatureRecord, signer: SignerRow, now: Date): void {
  const refusal = refusalFor(record.request, signer, now);
  if (refusal) throw refusalError(refusal);
  if (signer.declinedAt) throw refusalError("declined");
  if (!isTurnOf(record.request, record.signers, signer))
    throw new AppError("conflict", signatureMessages.notYourTurn);
}

/** The signer's fields filled: their typed values checked, names and dates filled here. */
function filledValues(
  record: SignatureRecord,
  signer: SignerRow,
  values: SignBody["values"],
  today: string,
): Map<string, string> {
  const mine = new Map(record.fields.filter((f) => f.signerId === signer.id).map((f) => [f.id, f]));
  const given = values ?? {};
  for (const id of Object.keys(given))
    if (!mine.has(id.toLowerCase()))
      throw new AppError("badRequest", signatureMessages.fieldNotYours, {
        fields: { [`values.${id}`]: signatureMessages.fieldNotYours },
      });
  const filled = new Map<string, string>();
  for (const field of mine.values()) {
    const value = given[field.id];
    switch (field.type) {
      case "name":
        filled.set(field.id, signer.name);
        break;
      case "date":
        filled.set(field.id, today);
        break;
      case "signature":
      case "initials":
        filled.set(field.id, signer.name);
        break;
      case "text": {
        if (value !== undefined && typeof value !== "string")
          throw new AppError("badRequest", signatureMessages.wrongValue);
        const text = (value ?? "").trim();
        if (field.required && text === "")
          throw new AppError("badRequest", signatureMessages.requiredField, {
            fields: { [`values.${field.id}`]: signatureMessages.requiredField },
          });
        filled.set(field.id, text);
        break;
      }
      case "checkbox": {
        if (value !== undefined && typeof value !== "boolean")
          throw new AppError("badRequest", signatureMessages.wrongValue);
        if (field.required && value !== true)
          throw new AppError("badRequest", signatureMessages.requiredField, {
            fields: { [`values.${field.id}`]: signatureMessages.requiredField },
          });
        filled.set(field.id, value === true ? "true" : "false");
      }
    }
  }
  return filled;
}

/**
 * Signs for one signer, in one transaction with the request locked: the fields filled, the
 * adopted signature kept, the history and audit written, the requester told; the next signer
 * asked when there is an order; and, with the last signature, the document sealed. Nothing is
 * half-signed: a failure anywhere (the seal included) leaves the request as it was.
 */
export async function signSignatureRequest(
  db: Db,
  storage: FileStore,
  seal: InstallationSeal,
  mail: MailContext,
  requestId: string,
  key: SignerKey,
  body: SignBody,
  place: SigningPlace,
  authenticatedBy: string,
  now = new Date(),
): Promise<void> {
  const picture =
    body.signature.type === "typed"
      ? null
      : await readSignaturePicture(body.signature.imageDataUrl);
  let pictureKey: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const record = await loadSignatureRequest(tx, requestId, {
        organisationId: place.organisationId,
        lock: true,
      });
      const signer = signerFor(record, key);
      assertMaySign(record, signer, now);
      const filled = filledValues(
        record,
        signer,
        body.values,
        formatInZone(now, place.timeZone, "date"),
      );
      let stored: StoredSignature;
      if (picture) {
        pictureKey = `signatures/${record.request.id}/${signer.id}-${randomUUID()}`;
        await storage.put(pictureKey, picture.bytes);
        stored = {
          type: body.signature.type === "drawn" ? "drawn" : "image",
          key: pictureKey,
          mime: picture.mime,
        };
      } else
        stored = {
          type: "typed",
          text: body.signature.type === "typed" ? body.signature.text : "",
        };
      await tx
        .update(signatureSigners)
        .set({
          signedAt: now,
          signature: stored,
          authenticatedBy,
          address: place.address,
          device: place.device?.slice(0, 300) ?? null,
        })
        .where(eq(signatureSigners.id, signer.id));
      for (const [fieldId, value] of filled)
        await tx
          .update(signatureFields)
          .set({ value })
          .where(and(eq(signatureFields.id, fieldId), eq(signatureFields.signerId, signer.id)));
      await addSignatureEvent(
        tx,
        record.request.id,
        `${signer.name} <${signer.email}> signed (${stored.type} signature; ${authenticatedBy}; from ${place.address})`,
        now,
      );
      await writeAudit(tx, {
        organisationId: record.request.organisationId,
        actorPersonId: signer.personId,
        action: "signatureRequest.sign",
        subjectType: "signatureRequest",
        subjectId: record.request.id,
        after: {
          signerId: signer.id,
          signature: stored.type,
          authenticatedBy,
          address: place.address,
        },
      });
      const after = await loadSignatureRequest(tx, record.request.id);
      const signed = after.signers.filter((s) => s.signedAt).length;
      await mailProgress(tx, after, mail, {
        kind: "signed",
        signer,
        signed,
        total: after.signers.length,
      });
      if (signed === after.signers.length) {
        await completeSignatureRequest(
          tx,
          storage,
          seal,
          after,
          { verifyUrl: place.verifyUrl, timeZone: place.timeZone, actorPersonId: signer.personId },
          now,
        );
        await mailProgress(tx, after, mail, { kind: "completed" });
      } else if (after.request.ordered) {
        const next = after.signers.filter(
          (s) => !s.signedAt && !s.invitedAt && isTurnOf(after.request, after.signers, s),
        );
        await mailSigners(tx, after, next, mail, "invite");
      }
    });
  } catch (error) {
    if (pictureKey) await storage.remove(pictureKey);
    throw error;
  }
}
