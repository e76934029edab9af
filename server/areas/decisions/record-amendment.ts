import { and, eq } from "drizzle-orm";
import type { AmendmentBody } from "../../../common/contracts/decisions.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { decisions, meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { amendmentAuditAction } from "./amendment-queries.js";
import { isConfirmedRecord } from "./decision-queries.js";

/**
 * Records a correction to a decision whose minutes are confirmed. The decision row is never
 * changed: the confirmed minutes stay what was signed, and the amendment sits beside it in
 * the audit log, where its hash chain shows it was not altered afterwards.
 */
export async function recordAmendment(
  db: Db,
  org: OrgActor,
  decisionId: string,
  body: AmendmentBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [decision] = await tx
      .select({ id: decisions.id, title: decisions.title, meetingId: decisions.meetingId })
      .from(decisions)
      .where(and(eq(decisions.id, decisionId), eq(decisions.organisationId, org.organisation.id)))
      .limit(1);
    if (!decision) throw new AppError("notFound", "That decision was not found in this register.");
    // A confirmation or its reversal racing the amendment waits, so the state read here holds.
    const [meeting] = decision.meetingId
      ? await tx
          .select({ state: meetings.state })
          .from(meetings)
          .where(eq(meetings.id, decision.meetingId))
          .for("share")
      : [];
    if (!isConfirmedRecord(decision.meetingId, meeting?.state ?? null))
      throw new AppError(
        "conflict",
        "This decision's minutes are not confirmed yet: correct the decision in the meeting's minutes instead.",
      );
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: amendmentAuditAction,
      subjectType: "decision",
      subjectId: decision.id,
      before: { title: decision.title },
      after: { correction: body.correction, reason: body.reason },
    });
  });
}
