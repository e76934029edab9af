import { type CreateShareBody, shareMessages } from "../../../common/contracts/document-shares.js";
import { dateTimeInZone } from "../../../common/date-formatters.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documentShares } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { LinkSigner } from "../../http/link-signer.js";
import { queueMail } from "../../mail/send-mail.js";
import { readableVersion } from "../documents/queries.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { sharerName, shareViewOf } from "./queries.js";
import { shareLink, sharePurpose } from "./share-link.js";
import { shareMail } from "./share-mail.js";

const day = 24 * 60 * 60 * 1000;

/** A manager shares a version with someone outside the board: the link is e-mailed to them. */
export async function createShare(
  db: Db,
  links: LinkSigner,
  publicUrl: string,
  org: OrgActor,
  documentVersionId: string,
  body: CreateShareBody,
) {
  return db.transaction(async (tx) => {
    const version = await readableVersion(tx, org, documentVersionId);
    // Outsiders get what the board reads now, never a version its readers are refused.
    if (version.currentVersionId !== version.documentVersionId)
      throw new AppError("conflict", shareMessages.onlyCurrent);
    const [share] = await tx
      .insert(documentShares)
      .values({
        organisationId: org.organisation.id,
        documentVersionId: version.documentVersionId,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        message: body.message || null,
        requireCode: body.requireCode,
        expiresAt: new Date(Date.now() + body.expiresInDays * day),
        createdBy: org.actor.personId,
      })
      .returning();
    if (!share) throw new Error("share insert returned nothing");
    const link = shareLink(publicUrl, links.sign(sharePurpose, share.id));
    const sharedBy = (await sharerName(tx, org.actor.personId)) ?? org.organisation.name;
    const zone = await organisationTimeZone(tx, org.organisation.id);
    await queueMail(
      tx,
      shareMail({
        to: share.recipientEmail,
        recipientName: share.recipientName,
        organisationName: org.organisation.name,
        sharedBy,
        documentName: version.name,
        link,
        expires: dateTimeInZone(share.expiresAt, zone),
        requireCode: share.requireCode,
        message: share.message ?? undefined,
        shareId: share.id,
      }),
    );
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "documentShare.create",
      subjectType: "document_share",
      subjectId: share.id,
      after: {
        documentVersionId: version.documentVersionId,
        recipientEmail: share.recipientEmail,
        expiresAt: share.expiresAt.toISOString(),
        requireCode: share.requireCode,
      },
    });
    return { ...shareViewOf(share, sharedBy), link };
  });
}
