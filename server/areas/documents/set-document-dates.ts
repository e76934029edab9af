import { eq } from "drizzle-orm";
import {
  type DocumentDatesBody,
  documentMessages,
  reviewAfterApproval,
} from "../../../common/contracts/documents.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documents } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { loadDocument } from "./load-document.js";

/**
 * Gives a document its approval and review dates; a date left out stays as it was, null
 * clears it. The review date is checked against the approval date it will sit beside, which
 * the request may not name. A changed review date is what the review reminders follow.
 */
export async function setDocumentDates(
  db: Db,
  org: OrgActor,
  documentId: string,
  input: DocumentDatesBody,
): Promise<{ approvedOn: string | null; reviewOn: string | null }> {
  return db.transaction(async (tx) => {
    const document = await loadDocument(tx, org, documentId, { lock: true, binKnown: true });
    const before = { approvedOn: document.approvedOn, reviewOn: document.reviewOn };
    const after = {
      approvedOn: input.approvedOn === undefined ? before.approvedOn : input.approvedOn,
      reviewOn: input.reviewOn === undefined ? before.reviewOn : input.reviewOn,
    };
    if (!reviewAfterApproval(after))
      throw new AppError("badRequest", documentMessages.reviewBeforeApproval, {
        fields: { reviewOn: documentMessages.reviewBeforeApproval },
      });
    await tx.update(documents).set(after).where(eq(documents.id, document.id));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "document.dates",
      subjectType: "document",
      subjectId: document.id,
      before,
      after,
    });
    return after;
  });
}
