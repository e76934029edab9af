import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { flyingMinuteVotes } from "../between-meetings/flying-minutes/flying-minute-context.js";
import { flyingMinuteContextType } from "../between-meetings/flying-minutes/flying-minute-record.js";
import { can as canBetweenMeetings } from "../between-meetings/policy.js";
import { can as canMeetings } from "../meetings/policy.js";
import { agendaItemVotes } from "../meetings/votes/agenda-item-context.js";
import { agendaItemContextType } from "../meetings/votes/item-vote.js";
import type { VoteContext } from "../votes/vote-context.js";

/**
 * The rooms that hold votes, by the type a vote stores: the one place that knows them all, so
 * the engine never imports a room and a ballot sent to /api/votes/:voteId/ballots reaches the
 * rules of the room its vote belongs to.
 */
export function voteContextFor(type: string, baseUrl: string): VoteContext | undefined {
  if (type === agendaItemContextType) return agendaItemVotes();
  if (type === flyingMinuteContextType) return flyingMinuteVotes(baseUrl);
  return undefined;
}

/**
 * The coarse check before any ballot: the member reads meeting agendas or flying minutes. Who
 * may vote on this vote is the engine's policy, with its room's voters.
 */
export function canCastInOrganisation(org: OrgActor, _action: "cast"): boolean {
  return canMeetings(org, "readAgenda") || canBetweenMeetings(org, "read");
}

/** The context of a vote, or undefined when the vote does not exist. */
export async function contextOfVote(
  db: DbOrTx,
  voteId: string,
  baseUrl: string,
): Promise<VoteContext | undefined> {
  const [vote] = await db
    .select({ type: votes.contextType })
    .from(votes)
    .where(eq(votes.id, voteId))
    .limit(1);
  return vote ? voteContextFor(vote.type, baseUrl) : undefined;
}
