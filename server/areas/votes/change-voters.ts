import { and, eq, notInArray } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Tx } from "../../db/client.js";
import { ballots, votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { voteIn } from "./queries.js";
import type { VoteContext } from "./vote-context.js";

/**
 * Changes who may vote on an open vote, inside the caller's transaction (a flying minute's
 * voters may change while it is open). A voter taken off loses the ballot they cast, so the
 * tally only ever counts voters; the audit entry keeps both lists.
 */
export async function changeVoters(
  tx: Tx,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
  voters: readonly string[],
): Promise<void> {
  // Exclusive, as a close: no ballot lands between the check and the change.
  const vote = await voteIn(tx, context, voteId, "update");
  if (vote.status !== "open")
    throw new AppError("conflict", "The voters of a closed vote cannot change.");
  const kept = [...new Set(voters)];
  if (kept.length === 0)
    throw new AppError("badRequest", "Choose at least one voter.", {
      fields: { voterPersonIds: "Choose at least one voter." },
    });
  await tx
    .delete(ballots)
    .where(and(eq(ballots.voteId, voteId), notInArray(ballots.personId, kept)));
  await tx.update(votes).set({ eligiblePersonIds: kept }).where(eq(votes.id, voteId));
  await writeAudit(tx, {
    organisationId: vote.organisationId,
    actorPersonId: org.actor.personId,
    action: "vote.voters",
    subjectType: "vote",
    subjectId: voteId,
    before: { voters: vote.eligiblePersonIds },
    after: { voters: kept },
  });
}
