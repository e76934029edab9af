import { and, eq, inArray, sql } from "drizzle-orm";
import type { VoteDetails } from "../../../common/contracts/votes.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { Tally } from "../../../common/votes/vote-math.js";
import type { BallotChoice, VoteRules } from "../../../common/votes/vote-rules.js";
import type { DbOrTx } from "../../db/client.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import { ballots, organisations, people, votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { voteAbilities } from "./policy.js";
import type { VoteContext, VoteRecord } from "./vote-context.js";

/** For routes addressed by ":voteId": the vote's organisation decides access. */
export const voteOrganisation = owningOrganisation("vote", votes, votes);

/**
 * A vote of this kind of context, optionally locked: for a write, `update` to close it and
 * `share` to cast (casts go side by side; a close waits for them). A vote of another kind of
 * context is not found.
 */
export async function voteIn(
  db: DbOrTx,
  context: Pick<VoteContext, "type">,
  voteId: string,
  lock?: "update" | "share",
): Promise<VoteRecord> {
  const query = db
    .select()
    .from(votes)
    .where(and(eq(votes.id, voteId), eq(votes.contextType, context.type)))
    .limit(1);
  const [vote] = await (lock ? query.for(lock) : query);
  if (!vote) throw new AppError("notFound", "That vote was not found.");
  return vote;
}

/** The context's rules for a vote in this organisation, from its settings. */
export async function votingRules(
  db: DbOrTx,
  organisationId: string,
  context: Pick<VoteContext, "rules">,
): Promise<VoteRules> {
  const [org] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return context.rules(readOrganisationRules(org?.settings));
}

/** Whether this voter's ballot is already in the vote. */
export async function hasBallot(db: DbOrTx, voteId: string, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ voteId: ballots.voteId })
    .from(ballots)
    .where(and(eq(ballots.voteId, voteId), eq(ballots.personId, personId)))
    .limit(1);
  return row !== undefined;
}

/** Whether anyone has voted yet. */
export async function hasAnyBallot(db: DbOrTx, voteId: string): Promise<boolean> {
  const [row] = await db
    .select({ voteId: ballots.voteId })
    .from(ballots)
    .where(eq(ballots.voteId, voteId))
    .limit(1);
  return row !== undefined;
}

/** Ballots by choice; the voters fixed at opening who have not voted are "not voted". */
export async function tallyOf(
  db: DbOrTx,
  voteId: string,
  voters: readonly string[],
): Promise<Tally> {
  const rows = await db
    .select({ choice: ballots.choice, n: sql<number>`count(*)::int` })
    .from(ballots)
    .where(eq(ballots.voteId, voteId))
    .groupBy(ballots.choice);
  const count = (c: BallotChoice) => rows.find((r) => r.choice === c)?.n ?? 0;
  const cast = rows.reduce((s, r) => s + r.n, 0);
  return {
    support: count("Support"),
    oppose: count("Oppose"),
    abstain: count("Abstain"),
    notVoted: Math.max(0, voters.length - cast),
  };
}

/** "Ana Smith" for each id, as minutes and views name a mover and seconder. */
export async function personNames(
  db: DbOrTx,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: people.id, first: people.firstName, last: people.lastName })
    .from(people)
    .where(inArray(people.id, wanted));
  return new Map(rows.map((p) => [p.id, `${p.first} ${p.last}`]));
}

/**
 * A vote as its viewer sees it. An open vote shows names and choices (comments stay hidden
 * until it closes); an anonymous vote shows totals only.
 */
export async function voteDetails(
  db: DbOrTx,
  context: VoteContext,
  voteId: string,
  org: OrgActor,
): Promise<{ vote: VoteRecord; details: VoteDetails }> {
  const viewerPersonId = org.actor.personId;
  const vote = await voteIn(db, context, voteId);
  const rules = await votingRules(db, vote.organisationId, context);
  const tally = await tallyOf(db, voteId, vote.eligiblePersonIds);
  const closed = vote.status === "closed";
  const rows = await db.select().from(ballots).where(eq(ballots.voteId, voteId));
  const mine = rows.find((b) => b.personId === viewerPersonId);
  const names = await personNames(db, [vote.moverPersonId, vote.seconderPersonId]);
  const named = (id: string | null) => (id ? { PersonId: id, Name: names.get(id) ?? "" } : null);
  return {
    vote,
    details: {
      Motion: vote.motion,
      Mover: named(vote.moverPersonId),
      Seconder: named(vote.seconderPersonId),
      Anonymous: vote.anonymous,
      Status: vote.status,
      Outcome: vote.outcome,
      Eligible: vote.eligiblePersonIds,
      Tally: tally,
      MyChoice: mine?.choice ?? null,
      Rules: {
        passingPercentage: rules.passingPercentage,
        nonVoteCountsAsSupport: rules.nonVoteCountsAsSupport,
        outcomeCalculated: rules.outcomeCalculated,
        allowVoteChangeUntilClose: rules.allowChangeUntilClose,
        participationPercentage: rules.participationPercentage ?? 0,
      },
      Ballots: vote.anonymous
        ? []
        : rows.map((b) => ({
            PersonId: b.personId,
            Choice: b.choice,
            Comment: closed ? b.comment : null,
          })),
      Abilities: voteAbilities(
        { personId: viewerPersonId, runsVotes: context.runsVotes(org) },
        vote,
        {
          exists: mine !== undefined,
          changeAllowed: rules.allowChangeUntilClose,
        },
      ),
    },
  };
}
