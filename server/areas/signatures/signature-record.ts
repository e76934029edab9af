import { and, asc, eq } from "drizzle-orm";
import { signatureMessages } from "../../../common/contracts/signature-requests.js";
import type { DbOrTx } from "../../db/client.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import {
  documents,
  signatureFields,
  signatureRequests,
  signatureSigners,
} from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type FieldRow = typeof signatureFields.$inferSelect;
export type SignatureRecord = { request: RequestRow; signers: SignerRow[]; fields: FieldRow[] };

/** The organisation a request belongs to: its routes are decided by it. */
export const signatureRequestOrganisation = owningOrganisation(
  "signature_request",
  signatureRequests,
  signatureRequests,
);

/**
 * A request with its signers (in order) and fields, or 404 (also while its document is in the
 * bin). `organisationId` keeps a request
 * of another organisation unseen; `lock` takes the request for a change, so two signers
 * finishing at once still complete (and seal) it once.
 */
export async function loadSignatureRequest(
  db: DbOrTx,
  id: string,
  options: { organisationId?: string; lock?: boolean } = {},
): Promise<SignatureRecord> {
  const query = db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.id, id.toLowerCase()),
        options.organisationId
          ? eq(signatureRequests.organisationId, options.organisationId)
          : undefined,
      ),
    )
    .limit(1);
  const [request] = options.lock ? await query.for("update") : await query;
  if (!request) throw new AppError("notFound", signatureMessages.notFound);
  // A document in the bin is out of the library: its requests are not there either.
  const [document] = await db
    .select({ deletedAt: documents.deletedAt })
    .from(documents)
    .where(eq(documents.id, request.documentId))
    .limit(1);
  if (!document || document.deletedAt) throw new AppError("notFound", signatureMessages.notFound);
  const signers = await db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, request.id))
    .orderBy(asc(signatureSigners.position));
  const fields = await db
    .select()
    .from(signatureFields)
    .where(eq(signatureFields.requestId, request.id))
    .orderBy(asc(signatureFields.position));
  return { request, signers, fields };
}
