import type { FlyingMinuteStatus } from "../../../../common/between-meetings/flying-minute-status.js";
import type { FlyingMinuteStatusBody } from "../../../../common/contracts/flying-minutes.js";
import type { Db } from "../../../db/client.js";
import type { OrgActor } from "../../../http/actor.js";
import { lockFlyingMinuteIn } from "./flying-minute-record.js";
import { moveFlyingMinute } from "./move-flying-minute.js";
import { closeIfEveryoneVoted } from "./run-flying-minutes.js";

/**
 * The host moves a flying minute: starts it (to Discussion or straight to voting), starts
 * voting early, ends voting (Outcome Pending where outcomes are set by hand), closes it with the
 * outcome, or reopens it. One transaction; the rules are moveFlyingMinute's.
 */
export async function changeFlyingMinuteStatus(
  db: Db,
  org: OrgActor,
  flyingMinuteId: string,
  body: FlyingMinuteStatusBody,
  baseUrl: string,
): Promise<{ status: FlyingMinuteStatus }> {
  const moved = await db.transaction(async (tx) => {
    const fm = await lockFlyingMinuteIn(tx, org.organisation.id, flyingMinuteId);
    return moveFlyingMinute(
      tx,
      org,
      fm,
      {
        to: body.to,
        outcome:
          body.outcome === undefined
            ? undefined
            : body.outcome === "approved"
              ? "Approved"
              : "NotApproved",
        voteClosesAt: body.voteClosesAt ? new Date(body.voteClosesAt) : undefined,
      },
      baseUrl,
    );
  });
  // Voting reopened or started after everyone had already voted: it closes itself as usual.
  if (moved.status === "VotingInProgress") await closeIfEveryoneVoted(db, moved.id, baseUrl);
  return { status: moved.status };
}
