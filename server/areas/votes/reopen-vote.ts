import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Tx } from "../../db/client.js";
import { votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { voteIn } from "./queries.js";
import type { VoteContext, VoteRecord } from "./vote-context.js";

/**
 * Opens a closed vote again, inside the caller's transaction (its context decides when that is
 * allowed and moves its own status): the ballots stay, the outcome is cleared, and the context
 * withdraws the decision the close produced. Audited with the outcome it had.
 */
export async function reopenVote(
  tx: Tx,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
): Promise<VoteRecord> {
  const vote = await voteIn(tx, context, voteId, "update");
  if (vote.status === "open") return vote;
  if (!context.withdrawDecision)
    throw new AppError("conflict", "A closed vote here cannot be reopened.");
  await context.withdrawDecision(tx, vote);
  const [reopened] = await tx
    .update(votes)
    .set({ status: "open", outcome: null, outcomeCalculated: null, closedAt: null })
    .where(eq(votes.id, voteId))
    .returning();
  if (!reopened) throw new Error("vote update returned nothing");
  await writeAudit(tx, {
    organisationId: vote.organisationId,
    actorPersonId: org.actor.personId,
    action: "vote.reopen",
    subjectType: "vote",
    subjectId: voteId,
    before: { outcome: vote.outcome, closedAt: vote.closedAt },
  });
  return reopened;
}
