import { eq } from "drizzle-orm";
import { participationReached } from "../../../common/votes/vote-math.js";
import { type ClosedOutcome, closingOutcome } from "../../../common/votes/vote-rules.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { canCloseVote } from "./policy.js";
import { tallyOf, voteIn, votingRules } from "./queries.js";
import type { MotionPeople, VoteContext } from "./vote-context.js";

/**
 * Closes a vote: the outcome follows from the tally (or is set by hand, when the rules say so),
 * the motion's mover and seconder are those named at opening or now, and the context records
 * the decision the vote produced.
 */
export async function closeVote(
  db: Db,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
  input: { outcome?: ClosedOutcome } & MotionPeople = {},
): Promise<{ decisionId: string }> {
  return db.transaction((tx) => closeVoteIn(tx, org, context, voteId, input));
}

/** As closeVote, inside the caller's transaction (a context that moves its own status with it). */
export async function closeVoteIn(
  tx: Tx,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
  input: { outcome?: ClosedOutcome } & MotionPeople = {},
): Promise<{ decisionId: string }> {
  const vote = await voteIn(tx, context, voteId, "update");
  const verdict = canCloseVote(
    { personId: org.actor.personId, runsVotes: context.runsVotes(org) },
    vote,
  );
  if (!verdict.allowed) {
    if (verdict.refusal === "closed")
      throw new AppError("conflict", "This vote has already closed.");
    throw new AppError("forbidden", "Only whoever runs this vote can close it.");
  }
  await context.closing(tx, vote.contextId);
  // Only people named now are checked: someone named at opening may have left since.
  await context.checkMotionPeople(tx, vote.contextId, input);
  const moverPersonId =
    input.moverPersonId !== undefined ? input.moverPersonId : vote.moverPersonId;
  const seconderPersonId =
    input.seconderPersonId !== undefined ? input.seconderPersonId : vote.seconderPersonId;
  if (moverPersonId && moverPersonId === seconderPersonId)
    throw new AppError("badRequest", "The mover and the seconder must be different people.", {
      fields: { seconderPersonId: "Choose someone other than the mover." },
    });
  const rules = await votingRules(tx, vote.organisationId, context);
  const tally = await tallyOf(tx, voteId, vote.eligiblePersonIds);
  if (
    !rules.outcomeCalculated &&
    input.outcome === "Approved" &&
    !participationReached(tally, rules.participationPercentage ?? 0)
  )
    throw new AppError(
      "badRequest",
      `Too few voters took part for the motion to be approved: the organisation needs at least ${rules.participationPercentage ?? 0} % of them.`,
      { fields: { outcome: "Only Not Approved is possible." } },
    );
  const outcome = closingOutcome(tally, rules, input.outcome);
  if (!outcome)
    throw new AppError(
      "badRequest",
      "Set the outcome: this organisation decides vote outcomes by hand.",
      { fields: { outcome: "Required" } },
    );
  const [closed] = await tx
    .update(votes)
    .set({
      status: "closed",
      closedAt: new Date(),
      outcome,
      outcomeCalculated: rules.outcomeCalculated,
      moverPersonId,
      seconderPersonId,
    })
    .where(eq(votes.id, voteId))
    .returning();
  if (!closed) throw new Error("vote update returned nothing");
  const { decisionId } = await context.recordDecision(tx, org, {
    vote: closed,
    outcome,
    tally,
    rules,
  });
  await writeAudit(tx, {
    organisationId: vote.organisationId,
    actorPersonId: org.actor.personId,
    action: "vote.close",
    subjectType: "vote",
    subjectId: voteId,
    after: { outcome, tally, moverPersonId, seconderPersonId, decisionId },
  });
  return { decisionId };
}
