import { and, eq, isNull } from "drizzle-orm";
import { shareMessages } from "../../../common/contracts/document-shares.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documentShares } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { readableVersion } from "../documents/queries.js";

/** Stops a link at once; revoking one already revoked changes nothing and says so. */
export async function revokeShare(db: Db, org: OrgActor, shareId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [share] = await tx
      .select()
      .from(documentShares)
      .where(
        and(eq(documentShares.id, shareId), eq(documentShares.organisationId, org.organisation.id)),
      )
      .limit(1);
    if (!share) throw new AppError("notFound", shareMessages.notFound);
    // The manager must still see the document's folder: its links are not theirs otherwise.
    await readableVersion(tx, org, share.documentVersionId).catch(() => {
      throw new AppError("notFound", shareMessages.notFound);
    });
    const changed = await tx
      .update(documentShares)
      .set({ revokedAt: new Date(), revokedBy: org.actor.personId })
      .where(and(eq(documentShares.id, shareId), isNull(documentShares.revokedAt)))
      .returning({ id: documentShares.id });
    if (changed.length === 0) return;
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "documentShare.revoke",
      subjectType: "document_share",
      subjectId: shareId,
      after: { recipientEmail: share.recipientEmail },
    });
  });
}
