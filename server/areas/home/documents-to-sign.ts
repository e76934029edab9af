import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { HomeDocumentSignature } from "../../../common/contracts/home.js";
import { homeListLimit } from "../../../common/contracts/home.js";
import type { DbOrTx } from "../../db/client.js";
import { documentVersions, signatureRequests, signatureSigners } from "../../db/schema/index.js";
import { isTurnOf } from "../signatures/signing-state.js";
import { type MyOrganisations, organisationName } from "./my-organisations.js";

/**
 * Library documents the person has been asked to sign and can sign now: open, not past due,
 * not yet signed or declined by them, and their turn when there is an order. Oldest first.
 */
export async function documentsAwaitingMySignature(
  db: DbOrTx,
  orgs: MyOrganisations,
  personId: string,
  now: Date,
): Promise<HomeDocumentSignature[]> {
  if (orgs.documentOrgIds.length === 0) return [];
  const mine = await db
    .select({
      request: signatureRequests,
      position: signatureSigners.position,
      documentName: documentVersions.name,
    })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .innerJoin(documentVersions, eq(documentVersions.id, signatureRequests.documentVersionId))
    .where(
      and(
        eq(signatureSigners.personId, personId),
        isNull(signatureSigners.signedAt),
        isNull(signatureSigners.declinedAt),
        eq(signatureRequests.status, "pending"),
        or(isNull(signatureRequests.dueAt), gt(signatureRequests.dueAt, now)),
        inArray(signatureRequests.organisationId, orgs.documentOrgIds),
      ),
    )
    .orderBy(signatureRequests.requestedAt)
    .limit(homeListLimit * 2);
  if (mine.length === 0) return [];
  const everyone = await db
    .select({
      requestId: signatureSigners.requestId,
      id: signatureSigners.id,
      position: signatureSigners.position,
      signedAt: signatureSigners.signedAt,
      declinedAt: signatureSigners.declinedAt,
    })
    .from(signatureSigners)
    .where(
      inArray(
        signatureSigners.requestId,
        mine.map((m) => m.request.id),
      ),
    );
  return mine
    .flatMap(({ request, position, documentName }) => {
      const signers = everyone.filter((s) => s.requestId === request.id);
      const me = signers.find((s) => s.position === position);
      if (!me || !isTurnOf(request, signers, me)) return [];
      return [
        {
          SignatureRequestId: request.id,
          DocumentName: documentName,
          OrganisationId: request.organisationId,
          OrganisationName: organisationName(orgs, request.organisationId),
          RequestedAt: request.requestedAt.toISOString(),
          DueAt: request.dueAt?.toISOString() ?? null,
          TimeZone: orgs.byId.get(request.organisationId)?.timeZone ?? "UTC",
          Signed: signers.filter((s) => s.signedAt).length,
          Total: signers.length,
        },
      ];
    })
    .slice(0, homeListLimit);
}
