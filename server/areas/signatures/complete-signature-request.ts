import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Tx } from "../../db/client.js";
import { documentVersions, signatureEvents, signatureRequests } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { addCertificatePage } from "../../signing/certificate-page.js";
import type { InstallationSeal } from "../../signing/installation-seal.js";
import { recordSeal } from "../../signing/record-seal.js";
import { openForSealing, sealDocument } from "../../signing/seal-pdf.js";
import { type SignatureArt, stampFields } from "../../signing/stamp-fields.js";
import type { FileStore } from "../../storage/file-store.js";
import { insertVersion } from "../documents/store-version.js";
import { addSignatureEvent } from "./signature-events.js";
import type { SignatureRecord, SignerRow } from "./signature-record.js";

export const changedSourceMessage =
  "The document's file no longer matches what was asked to be signed, so it cannot be sealed. Tell your administrator.";

/** "Resolution.pdf" → "Resolution (signed).pdf". */
export function signedName(name: string): string {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base} (signed).pdf`;
}

async function artOf(storage: FileStore, signer: SignerRow): Promise<SignatureArt> {
  const stored = signer.signature;
  if (!stored) return { type: "typed", text: signer.name };
  if (stored.type === "typed") return { type: "typed", text: stored.text };
  const bytes = await storage.get(stored.key);
  if (!bytes) throw new Error(`signature picture ${stored.key} is missing`);
  return { type: "picture", bytes, mime: stored.mime };
}

/**
 * Once the last signer has signed: the fields are stamped into the PDF, the certificate page
 * (the original's SHA-256, each signer, the history) appended, and the whole file sealed with
 * the installation's one signature. The sealed file becomes the document's newest version,
 * read by the same audience, and is recorded for /verify. In the signing transaction: if any
 * of it fails, the last signature is not taken either.
 */
export async function completeSignatureRequest(
  tx: Tx,
  storage: FileStore,
  seal: InstallationSeal,
  record: SignatureRecord,
  place: { verifyUrl: string; timeZone: string; actorPersonId: string | null },
  now: Date,
): Promise<{ sealedVersionId: string; sha256: string }> {
  const { request, signers, fields } = record;
  const source = await storage.get(request.sourceKey);
  const sha = source ? createHash("sha256").update(source).digest("hex") : null;
  if (!source || sha !== request.sourceSha256) throw new AppError("conflict", changedSourceMessage);
  const [version] = await tx
    .select({ name: documentVersions.name })
    .from(documentVersions)
    .where(eq(documentVersions.id, request.documentVersionId))
    .limit(1);
  const documentName = version?.name ?? "Document";

  const doc = await openForSealing(source);
  const bySigner = new Map(signers.map((s) => [s.id, s]));
  const arts = new Map<string, SignatureArt>();
  for (const s of signers) arts.set(s.id, await artOf(storage, s));
  await stampFields(
    doc,
    fields.map((f) => {
      const signer = bySigner.get(f.signerId);
      return {
        ...f,
        signer: {
          name: signer?.name ?? "",
          art: arts.get(f.signerId) ?? { type: "typed", text: signer?.name ?? "" },
        },
      };
    }),
  );
  const events = await tx
    .select({ at: signatureEvents.at, text: signatureEvents.text })
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, request.id))
    .orderBy(asc(signatureEvents.at));
  await addCertificatePage(doc, {
    documentName,
    sha256: request.sourceSha256,
    sealedBy: seal.name,
    sealedAt: now,
    verifyUrl: place.verifyUrl,
    timeZone: place.timeZone,
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      signedAt: s.signedAt ?? now,
      address: s.address,
      device: s.device,
      authenticatedBy: s.authenticatedBy ?? "signed in",
    })),
    events,
  });
  const sealed = await sealDocument(doc, seal, {
    reason: `Signed by ${signers.map((s) => s.name).join(", ")}`,
    signingTime: now,
  });

  const { version: signedVersion, storageKey } = await insertVersion(tx, {
    documentId: request.documentId,
    organisationId: request.organisationId,
    name: signedName(documentName),
    mime: "application/pdf",
    sizeBytes: sealed.pdf.length,
    sha256: sealed.sha256,
    note: `Signed by ${signers.map((s) => s.name).join(", ")} and sealed`,
    uploadedBy: request.requestedBy,
  });
  await storage.put(storageKey, sealed.pdf);
  await recordSeal(tx, sealed, seal, {
    organisationId: request.organisationId,
    what: `${documentName}, signed by ${signers.length} (signature request ${request.id.slice(0, 8)})`,
    subjectType: "signatureRequest",
    subjectId: request.id,
    fileKey: storageKey,
  });
  await tx
    .update(signatureRequests)
    .set({
      status: "completed",
      closedAt: now,
      sealedVersionId: signedVersion.id,
      sealedKey: storageKey,
    })
    .where(eq(signatureRequests.id, request.id));
  await addSignatureEvent(
    tx,
    request.id,
    `Everyone signed; sealed (SHA-256 ${sealed.sha256}, certificate ${seal.fingerprint}) as version ${signedVersion.number}`,
    now,
  );
  await writeAudit(tx, {
    organisationId: request.organisationId,
    actorPersonId: place.actorPersonId,
    action: "signatureRequest.seal",
    subjectType: "signatureRequest",
    subjectId: request.id,
    after: {
      sealedVersionId: signedVersion.id,
      sha256: sealed.sha256,
      certificateFingerprint: seal.fingerprint,
    },
  });
  return { sealedVersionId: signedVersion.id, sha256: sealed.sha256 };
}
