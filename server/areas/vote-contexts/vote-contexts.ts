import type { Db } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { votes } from "../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../db/tick-batch.js";
import type { OrgActor } from "../../http/actor.js";
import { flyingMinuteVotes } from "../between-meetings/flying-minutes/flying-minute-context.js";
import { flyingMinuteContextType } from "../between-meetings/flying-minutes/flying-minute-record.js";
import { can as canBetweenMeetings } from "../between-meetings/policy.js";
import { can as canMeetings } from "../meetings/policy.js";
import { agendaItemVotes } from "../meetings/votes/agenda-item-context.js";
import { agendaItemContextType } from "../meetings/votes/item-vote.js";
import type { VoteContext } from "../votes/vote-context.js";

// One context object per kind (and address, for the e-mails a flying minute sends): the
// engine casts the ballots that arrive together at once, asking each context once.
let agendaItems: VoteContext | undefined;
const flyingMinutesByUrl = new Map<string, VoteContext>();

/**
 * The rooms that hold votes, by the type a vote stores: the one place that knows them all, so
 * the engine never imports a room and a ballot sent to /api/votes/:voteId/ballots reaches the
 * rules of the room its vote belongs to.
 */
export function voteContextFor(type: string, baseUrl: string): VoteContext | undefined {
  if (type === agendaItemContextType) {
    agendaItems ??= agendaItemVotes();
    return agendaItems;
  }
  if (type === flyingMinuteContextType) {
    let context = flyingMinutesByUrl.get(baseUrl);
    if (!context) {
      context = flyingMinuteVotes(baseUrl);
      flyingMinutesByUrl.set(baseUrl, context);
    }
    return context;
  }
  return undefined;
}

/**
 * The coarse check before any ballot: the member reads meeting agendas or flying minutes. Who
 * may vote on this vote is the engine's policy, with its room's voters.
 */
export function canCastInOrganisation(org: OrgActor, _action: "cast"): boolean {
  return canMeetings(org, "readAgenda") || canBetweenMeetings(org, "read");
}

const voteTypes = preparedFor((db) =>
  db
    .select({ id: votes.id, type: votes.contextType })
    .from(votes)
    .where(isAnyOfIds(votes.id, "ids"))
    .prepare("vote_context_types"),
);

// The ballots that arrive together look their votes' kinds up in one statement.
const voteTypeRows = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { id: string }) => row.id,
  run: (db, ids: readonly string[]) => voteTypes(db).execute({ ids }),
});

/** How many votes' kinds are kept per database (the most recent). */
const knownMax = 20_000;
const known = new WeakMap<Db, Map<string, string>>();

/**
 * The context of a vote, or undefined when the vote does not exist. A vote never changes
 * kind, so the answer is kept per database: a member ballot's thousand ballots a second ask
 * once. An unknown id is never kept; a deleted vote's entry only reaches the engine, which
 * finds nothing (404 either way).
 */
export async function contextOfVote(
  db: Db,
  voteId: string,
  baseUrl: string,
): Promise<VoteContext | undefined> {
  const id = voteId.toLowerCase();
  let map = known.get(db);
  if (!map) {
    map = new Map();
    known.set(db, map);
  }
  let type = map.get(id);
  if (type === undefined) {
    const [row] = await voteTypeRows(db, id);
    if (!row) return undefined;
    type = row.type;
    if (map.size >= knownMax) map.delete(map.keys().next().value ?? "");
    map.set(id, type);
  }
  return voteContextFor(type, baseUrl);
}
