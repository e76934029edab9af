import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { decisions } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { assertMembers } from "../../organisations/assert-members.js";
import { auditedDecision } from "./audited-decision.js";
import { decisionOf, openMinutes } from "./minutes-guards.js";
import type { NewDecision } from "./record-decision.js";

/** Corrects a recorded decision's words, date, outcome or people; a vote's only in its words. */
export async function updateDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  decisionId: string,
  patch: Partial<NewDecision>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const before = await decisionOf(tx, meetingId, decisionId);
    const fromVote = before.source === "vote";
    if (
      fromVote &&
      (patch.outcome !== undefined ||
        patch.moverPersonId !== undefined ||
        patch.seconderPersonId !== undefined)
    )
      throw new AppError(
        "conflict",
        "A vote's outcome comes from its ballots; only the decision's title, date and wording can be changed.",
      );
    const mover = patch.moverPersonId !== undefined ? patch.moverPersonId : before.moverPersonId;
    const seconder =
      patch.seconderPersonId !== undefined ? patch.seconderPersonId : before.seconderPersonId;
    if (mover && mover === seconder)
      throw new AppError("badRequest", "The mover and the seconder must be different people.", {
        fields: { seconderPersonId: "Choose someone other than the mover." },
      });
    await assertMembers(tx, meeting.organisationId, [mover, seconder]);
    const [after] = await tx
      .update(decisions)
      .set(patch)
      .where(eq(decisions.id, decisionId))
      .returning();
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.correct",
      subjectType: "decision",
      subjectId: decisionId,
      before: auditedDecision(before),
      after: after && auditedDecision(after),
    });
  });
}
