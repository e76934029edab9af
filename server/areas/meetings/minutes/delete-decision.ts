import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { decisions } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { auditedDecision } from "./audited-decision.js";
import { decisionOf, openMinutes } from "./minutes-guards.js";

/** A decision recorded by mistake leaves the minutes and the register; a vote's stays with it. */
export async function deleteDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  decisionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const before = await decisionOf(tx, meetingId, decisionId);
    if (before.source === "vote")
      throw new AppError(
        "conflict",
        "This decision records a vote's result, so it stays with the vote. Change its wording instead.",
      );
    await tx.delete(decisions).where(eq(decisions.id, decisionId));
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.remove",
      subjectType: "decision",
      subjectId: decisionId,
      before: auditedDecision(before),
    });
  });
}
