import { eq } from "drizzle-orm";
import {
  type FlyingMinuteStatus,
  flyingMinuteStatusLabels,
  hostMoves,
} from "../../../../common/between-meetings/flying-minute-status.js";
import type { ClosedOutcome } from "../../../../common/votes/vote-rules.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Tx } from "../../../db/client.js";
import { ballots, flyingMinutes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { closeVoteIn } from "../../votes/close-vote.js";
import { tallyOf, voteIn, votingRules } from "../../votes/queries.js";
import { reopenVote } from "../../votes/reopen-vote.js";
import { flyingMinuteVotes } from "./flying-minute-context.js";
import { sendFlyingMinuteNotice } from "./flying-minute-notices.js";
import { countedVoters, type FlyingMinuteRecord, voteIdOf } from "./flying-minute-record.js";
import { requireFutureClose } from "./flying-minute-times.js";

export type MoveRequest = {
  to: FlyingMinuteStatus;
  outcome?: ClosedOutcome;
  voteClosesAt?: Date;
  /** Why a move nobody asked for happened: the schedule or every voter having voted. */
  automatic?: "voteStart" | "closeTime" | "everyoneVoted";
};

/**
 * Moves a locked flying minute to another status, in the caller's transaction: the one path for
 * the host's buttons and the schedule. Leaving Draft sends the start notice; reaching Closed
 * closes the vote (the decision goes to the register) and sends the result; reopening opens
 * the vote again with a close time ahead.
 */
export async function moveFlyingMinute(
  tx: Tx,
  org: OrgActor,
  fm: FlyingMinuteRecord,
  request: MoveRequest,
  baseUrl: string,
  now = new Date(),
): Promise<FlyingMinuteRecord> {
  const context = flyingMinuteVotes();
  const rules = await votingRules(tx, fm.organisationId, context);
  const { to } = request;
  if (!hostMoves(fm.status, rules.outcomeCalculated).includes(to))
    throw new AppError(
      "conflict",
      `A flying minute that is ${flyingMinuteStatusLabels[fm.status].toLowerCase()} cannot move to ${flyingMinuteStatusLabels[to].toLowerCase()}.`,
    );
  const voteId = await voteIdOf(tx, fm.id);
  const change: Partial<typeof flyingMinutes.$inferInsert> = { status: to, updatedAt: now };
  if (fm.status === "Draft") change.startedAt = now;
  if (to === "VotingInProgress") {
    const closesAt = request.voteClosesAt ?? fm.voteClosesAt;
    requireFutureClose(closesAt, now);
    change.voteClosesAt = closesAt;
    // Voting opened early (or on time) starts now: the page says when it really began.
    if (fm.status === "Draft" || fm.status === "Discussion") change.voteStartsAt = now;
    if (fm.status === "Closed") await reopenVote(tx, org, context, voteId);
    change.closedAt = null;
  }
  let decided: { outcome: ClosedOutcome; decisionId: string } | undefined;
  if (to === "Closed") {
    const { decisionId } = await closeVoteIn(tx, org, context, voteId, {
      outcome: request.outcome,
    });
    const vote = await voteIn(tx, context, voteId);
    decided = { outcome: vote.outcome ?? "NotApproved", decisionId };
    change.closedAt = now;
  }
  const [moved] = await tx
    .update(flyingMinutes)
    .set(change)
    .where(eq(flyingMinutes.id, fm.id))
    .returning();
  if (!moved) throw new Error("flying minute update returned nothing");
  await writeAudit(tx, {
    organisationId: fm.organisationId,
    actorPersonId: request.automatic ? null : org.actor.personId,
    action: "flyingMinute.status",
    subjectType: "flyingMinute",
    subjectId: fm.id,
    before: { status: fm.status },
    after: {
      status: to,
      automatic: request.automatic ?? null,
      ...(decided ?? {}),
    },
  });
  const voters = countedVoters(moved);
  if (fm.status === "Draft") await sendFlyingMinuteNotice(tx, moved, "start", voters, baseUrl);
  if (decided) {
    const vote = await voteIn(tx, context, voteId);
    const tally = await tallyOf(tx, voteId, vote.eligiblePersonIds);
    await sendFlyingMinuteNotice(tx, moved, "result", vote.eligiblePersonIds, baseUrl, {
      outcome: decided.outcome,
      tally,
    });
  }
  return moved;
}

/** The voters who have not voted yet: a closing reminder goes to them. */
export async function votersYetToVote(
  tx: Tx,
  voteId: string,
  voters: readonly string[],
): Promise<string[]> {
  const cast = await tx
    .select({ personId: ballots.personId })
    .from(ballots)
    .where(eq(ballots.voteId, voteId));
  const done = new Set(cast.map((b) => b.personId));
  return voters.filter((id) => !done.has(id));
}
