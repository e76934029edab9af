import type { z } from "zod";
import type { voteView } from "../../../../common/contracts/votes.js";
import type { DbOrTx } from "../../../db/client.js";
import type { OrgActor } from "../../../http/actor.js";
import { voteDetails } from "../../votes/queries.js";
import { agendaItemVotes } from "./agenda-item-context.js";

/** GET /api/votes/:voteId: the engine's view of an item's vote, with the item it is on. */
export async function itemVoteView(
  db: DbOrTx,
  voteId: string,
  org: OrgActor,
): Promise<z.infer<typeof voteView>> {
  const { vote, details } = await voteDetails(db, agendaItemVotes(), voteId, org);
  return { Id: vote.id, AgendaItemId: vote.contextId, ...details };
}
