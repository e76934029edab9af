import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { MotionPeople, VoteContext } from "./vote-context.js";

/**
 * Opens a vote on its context's motion: the context says whether one may open there now and
 * who the voters are, fixed from now on. The mover and seconder may be named now or at close.
 */
export async function openVote(
  db: Db,
  org: OrgActor,
  context: VoteContext,
  contextId: string,
  input: { anonymous: boolean } & MotionPeople,
): Promise<{ id: string }> {
  return db.transaction((tx) => openVoteIn(tx, org, context, contextId, input));
}

/** As openVote, inside the caller's transaction (a context that makes its vote with its record). */
export async function openVoteIn(
  tx: Tx,
  org: OrgActor,
  context: VoteContext,
  contextId: string,
  input: { anonymous: boolean } & MotionPeople,
): Promise<{ id: string }> {
  const { organisationId, motion } = await context.opening(tx, contextId);
  // The route's access was checked against the actor's organisation: a context elsewhere does not exist for them.
  if (organisationId !== org.organisation.id)
    throw new AppError("notFound", "That record was not found.");
  const [existing] = await tx
    .select({ id: votes.id })
    .from(votes)
    .where(and(eq(votes.contextType, context.type), eq(votes.contextId, contextId)))
    .limit(1);
  if (existing) throw new AppError("conflict", context.refusals.alreadyHasVote);
  await context.checkMotionPeople(tx, contextId, input);
  const voters = await context.voters(tx, contextId);
  const [vote] = await tx
    .insert(votes)
    .values({
      organisationId,
      contextType: context.type,
      contextId,
      motion,
      anonymous: input.anonymous,
      moverPersonId: input.moverPersonId ?? null,
      seconderPersonId: input.seconderPersonId ?? null,
      eligiblePersonIds: voters,
      openedBy: org.actor.personId,
    })
    .returning();
  if (!vote) throw new Error("vote insert returned nothing");
  await writeAudit(tx, {
    organisationId,
    actorPersonId: org.actor.personId,
    action: "vote.open",
    subjectType: "vote",
    subjectId: vote.id,
    after: vote,
  });
  return { id: vote.id };
}
