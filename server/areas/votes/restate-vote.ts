import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { votes } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { hasAnyBallot, voteIn } from "./queries.js";
import type { VoteContext } from "./vote-context.js";

/**
 * Rewords a vote's motion or makes it anonymous or named, inside the caller's transaction: for a
 * context that makes its vote before voting starts (a flying minute's draft). Once a ballot is
 * cast, what was voted on no longer changes.
 */
export async function restateVote(
  tx: Tx,
  context: VoteContext,
  voteId: string,
  change: { motion?: string; anonymous?: boolean },
): Promise<void> {
  if (change.motion === undefined && change.anonymous === undefined) return;
  const vote = await voteIn(tx, context, voteId, "update");
  if (vote.status !== "open" || (await hasAnyBallot(tx, voteId)))
    throw new AppError("conflict", "The motion cannot change once votes have been cast.");
  await tx
    .update(votes)
    .set({
      ...(change.motion === undefined ? {} : { motion: change.motion }),
      ...(change.anonymous === undefined ? {} : { anonymous: change.anonymous }),
    })
    .where(eq(votes.id, voteId));
}
