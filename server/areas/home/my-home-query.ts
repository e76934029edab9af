import {
  homeListLimit,
  type MyHomeQuery,
  type MyHomeResponse,
} from "../../../common/contracts/home.js";
import type { DbOrTx } from "../../db/client.js";
import type { Actor } from "../../http/actor.js";
import {
  minutesAwaitingMySignature,
  openFlyingMinutesForMe,
  openVotesForMe,
} from "./awaiting-me.js";
import { documentsAwaitingMySignature } from "./documents-to-sign.js";
import { homeActions } from "./home-actions.js";
import { homeMeetings } from "./home-meetings.js";
import { loadMyOrganisations } from "./my-organisations.js";

/**
 * Everything My Home shows, across the person's organisations: the organisations
 * are read once, then one query per section, all at once (on PostgreSQL each on
 * its own pooled connection).
 */
export async function loadMyHome(
  db: DbOrTx,
  actor: Actor,
  query: MyHomeQuery,
  now = new Date(),
): Promise<MyHomeResponse> {
  const orgs = await loadMyOrganisations(db, actor, now);
  const [meetings, actions, meetingVotes, flyingMinuteVotes, signatures, documentSignatures] =
    await Promise.all([
      homeMeetings(db, orgs, query, now),
      homeActions(db, orgs, actor.personId),
      openVotesForMe(db, orgs, actor.personId),
      openFlyingMinutesForMe(db, orgs, actor.personId),
      minutesAwaitingMySignature(db, orgs, actor.personId),
      documentsAwaitingMySignature(db, orgs, actor.personId, now),
    ]);
  // Votes at a meeting first (the room is waiting), then flying minutes by their close.
  const votes = [...meetingVotes, ...flyingMinuteVotes].slice(0, homeListLimit);
  return {
    meetings: { ...meetings, page: query.page, pageSize: query.pageSize },
    actions,
    votes,
    signatures,
    documentSignatures,
    trials: orgs.trials,
  };
}
