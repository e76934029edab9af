import {
  type CreateSignatureRequestBody,
  signatureMessages,
} from "../../../common/contracts/signature-requests.js";
import { zonedToUtc } from "../../../common/zoned-time.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { signatureFields, signatureRequests, signatureSigners } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { FileStore } from "../../storage/file-store.js";
import { readableVersion } from "../documents/queries.js";
import { personNames } from "../votes/queries.js";
import { addSignatureEvent } from "./signature-events.js";
import { type MailContext, mailSigners } from "./signature-mail.js";
import { loadSignatureRequest, type SignatureRecord } from "./signature-record.js";
import { readSource, sourceKeyOf } from "./signature-source.js";
import { signerCandidates } from "./signer-access.js";
import { isTurnOf } from "./signing-state.js";

const badSigner = (index: number, message: string) =>
  new AppError("badRequest", message, { fields: { [`signers.${index}`]: message } });

/** A due date is the end of that day in the organisation's zone; a time is taken as given. */
function dueInstant(dueDate: string | undefined, timeZone: string): Date | null {
  if (!dueDate) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
    return new Date(zonedToUtc(dueDate, "23:59", timeZone).getTime() + 59_999);
  return new Date(dueDate);
}

type ResolvedSigner = { personId: string | null; name: string; email: string };

/**
 * Asks for signatures on a document version the manager can read. Every member signer must be
 * able to open the document and sign in; people outside sign through an e-mailed link. The PDF
 * is checked now as the seal will need it, and its SHA-256 kept: a changed file cannot be
 * signed. Signers are asked at once, or the first only when they sign in order.
 */
export async function createSignatureRequest(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  documentVersionId: string,
  body: CreateSignatureRequestBody,
  mail: MailContext,
  timeZone: string,
): Promise<SignatureRecord> {
  const version = await readableVersion(db, org, documentVersionId);
  const sourceKey = sourceKeyOf(version);
  const source = await readSource(storage, sourceKey);
  body.fields.forEach((f, i) => {
    if (f.page > source.pageCount)
      throw new AppError("badRequest", signatureMessages.pageMissing(source.pageCount), {
        fields: { [`fields.${i}.page`]: signatureMessages.pageMissing(source.pageCount) },
      });
  });
  const dueAt = dueInstant(body.dueDate, timeZone);
  if (dueAt && dueAt.getTime() <= Date.now())
    throw new AppError("badRequest", signatureMessages.dueInPast, {
      fields: { dueDate: signatureMessages.dueInPast },
    });

  const memberIds = body.signers.flatMap((s) =>
    "personId" in s ? [s.personId.toLowerCase()] : [],
  );
  const candidates = await signerCandidates(db, org.organisation, version.folderId, memberIds);
  const seen = new Set<string>();
  const resolved: ResolvedSigner[] = body.signers.map((s, i) => {
    let signer: ResolvedSigner;
    if ("personId" in s) {
      const c = candidates.get(s.personId.toLowerCase());
      if (!c) throw badSigner(i, signatureMessages.notMember);
      if (!c.readsDocument) throw badSigner(i, signatureMessages.cannotRead(c.name));
      if (!c.canSignIn || !c.email) throw badSigner(i, signatureMessages.noLogin(c.name));
      signer = { personId: c.personId, name: c.name, email: c.email };
    } else signer = { personId: null, name: s.name, email: s.email };
    const key = signer.personId ?? signer.email;
    if (seen.has(key)) throw badSigner(i, signatureMessages.duplicateSigner);
    seen.add(key);
    return signer;
  });

  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        organisationId: org.organisation.id,
        documentId: version.documentId,
        documentVersionId: version.documentVersionId,
        sourceKey,
        sourceSha256: source.sha256,
        pageCount: source.pageCount,
        requestedBy: org.actor.personId,
        message: body.message || null,
        dueAt,
        ordered: body.ordered ?? false,
      })
      .returning();
    if (!request) throw new Error("signature request insert returned nothing");
    const signers = await tx
      .insert(signatureSigners)
      .values(resolved.map((s, position) => ({ requestId: request.id, position, ...s })))
      .returning();
    const byPosition = new Map(signers.map((s) => [s.position, s]));
    if (body.fields.length > 0)
      await tx.insert(signatureFields).values(
        body.fields.map((f, position) => ({
          requestId: request.id,
          signerId: byPosition.get(f.signer)?.id ?? "",
          position,
          type: f.type,
          page: f.page,
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
          required: f.required ?? true,
        })),
      );
    const names = resolved.map((s) => s.name).join(", ");
    const asker = (await personNames(tx, [org.actor.personId])).get(org.actor.personId);
    await addSignatureEvent(
      tx,
      request.id,
      `${asker ?? org.actor.email} asked ${names} to sign "${version.name}"${request.ordered ? ", in that order" : ""} (SHA-256 ${source.sha256})`,
    );
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "signatureRequest.create",
      subjectType: "signatureRequest",
      subjectId: request.id,
      after: {
        documentVersionId: version.documentVersionId,
        signers: resolved.map((s) => s.personId ?? s.email),
        fields: body.fields.length,
        ordered: request.ordered,
        dueAt: dueAt?.toISOString() ?? null,
        sourceSha256: source.sha256,
      },
    });
    const record = await loadSignatureRequest(tx, request.id);
    const first = record.signers.filter((s) => isTurnOf(request, record.signers, s));
    await mailSigners(tx, record, first, mail, "invite");
    return loadSignatureRequest(tx, request.id);
  });
}
