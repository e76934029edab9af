import type { BallotChoice } from "../../../common/votes/vote-rules.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { ballots } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { canCastBallot } from "./policy.js";
import { hasBallot, voteIn, votingRules } from "./queries.js";
import type { VoteContext } from "./vote-context.js";

const alreadyVoted = "A vote has already been recorded for this person.";

export type BallotInput = { choice: BallotChoice; comment?: string; onBehalfOf?: string };

/**
 * Casts a ballot. One per voter is the ballots table's primary key, so concurrent casts cannot
 * double-count; the organisation's rules say whether a second one replaces the first. Whoever
 * runs the vote may record the ballot of a voter without a login.
 */
export async function castBallot(
  db: Db,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
  input: BallotInput,
): Promise<void> {
  const contextId = await db.transaction(async (tx) => {
    // Shared: ballots go in side by side, and a close (which takes it exclusively) waits for them.
    const vote = await voteIn(tx, context, voteId, "share");
    if (vote.status === "open") await context.accepting?.(tx, vote.contextId);
    const actor = { personId: org.actor.personId, runsVotes: context.runsVotes(org) };
    const voterId = input.onBehalfOf ?? org.actor.personId;
    const rules = await votingRules(tx, vote.organisationId, context);
    const verdict = canCastBallot(actor, vote, input.onBehalfOf, {
      exists: await hasBallot(tx, voteId, voterId),
      changeAllowed: rules.allowChangeUntilClose,
    });
    if (!verdict.allowed) {
      if (verdict.refusal === "closed") throw new AppError("conflict", "This vote has closed.");
      if (verdict.refusal === "alreadyVoted") throw new AppError("conflict", alreadyVoted);
      throw new AppError("forbidden", context.refusals[verdict.refusal]);
    }
    const values = {
      voteId,
      personId: voterId,
      choice: input.choice,
      comment: input.comment ?? null,
      recordedBy: input.onBehalfOf ? org.actor.personId : null,
      castAt: new Date(),
    };
    const inserted = rules.allowChangeUntilClose
      ? await tx
          .insert(ballots)
          .values(values)
          .onConflictDoUpdate({
            target: [ballots.voteId, ballots.personId],
            set: {
              choice: values.choice,
              comment: values.comment,
              castAt: values.castAt,
              recordedBy: values.recordedBy,
            },
          })
          .returning()
      : await tx.insert(ballots).values(values).onConflictDoNothing().returning();
    // Two first ballots at once both pass the check above; the key keeps only one.
    if (inserted.length === 0) throw new AppError("conflict", alreadyVoted);
    await writeAudit(tx, {
      organisationId: vote.organisationId,
      actorPersonId: org.actor.personId,
      action: "vote.cast",
      subjectType: "vote",
      subjectId: voteId,
      after: {
        personId: values.personId,
        choice: vote.anonymous ? "(secret)" : input.choice,
        recordedBy: values.recordedBy,
      },
    });
    return vote.contextId;
  });
  await context.afterBallot?.(db, contextId);
}
