import { messageResult } from "../../../common/contracts/auth.js";
import { ballotBody, voteParams } from "../../../common/contracts/votes.js";
import { AppError } from "../../http/app-error.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { castBallot } from "../votes/cast-ballot.js";
import { voteOrganisation } from "../votes/queries.js";
import { canCastInOrganisation, contextOfVote } from "./vote-contexts.js";

/**
 * POST /api/votes/:voteId/ballots for every vote, whatever room holds it (a meeting's item, a
 * flying minute): the coarse check is by the vote's organisation; the engine, with the vote's
 * own context, decides whether this ballot counts.
 */
export function registerBallotRoutes(app: App, services: Services): void {
  const db = services.database.db;
  app.post(
    "/api/votes/:voteId/ballots",
    {
      schema: {
        tags: ["votes"],
        params: voteParams,
        body: ballotBody,
        response: { 201: messageResult },
      },
      config: {
        access: organisationRoute("votes", canCastInOrganisation, "cast", (d, params) =>
          voteOrganisation(d, params.voteId ?? ""),
        ),
      },
    },
    async (request, reply) => {
      const context = await contextOfVote(db, request.params.voteId, services.publicUrl());
      if (!context) throw new AppError("notFound", "That vote was not found.");
      await castBallot(db, requireOrgActor(request), context, request.params.voteId, request.body);
      return reply.status(201).send({ message: "Your vote has been recorded." });
    },
  );
}
