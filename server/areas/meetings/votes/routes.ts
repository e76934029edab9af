import { agendaItemParams, createdRecord } from "../../../../common/contracts/meetings.js";
import {
  closedVote,
  closeVoteBody,
  openVoteBody,
  voteParams,
  voteView as voteViewSchema,
} from "../../../../common/contracts/votes.js";
import { liveCache } from "../../../http/cached-answers.js";
import { organisationRoute, requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { closeVote } from "../../votes/close-vote.js";
import { openVote } from "../../votes/open-vote.js";
import { voteOrganisation } from "../../votes/queries.js";
import { meetingRoute } from "../meeting-access.js";
import { can } from "../policy.js";
import { agendaItemVotes } from "./agenda-item-context.js";
import { itemVoteView } from "./queries.js";

const tags = ["minutes"];
/** The coarse check, by the vote's organisation; who may cast or close is the engine's policy. */
const voteRoute = (action: "readAgenda" | "edit") =>
  organisationRoute("meetings", can, action, (db, params) =>
    voteOrganisation(db, params.voteId ?? ""),
  );

/** A Vote item's formal vote, through the vote engine: opening it at the meeting, ballots, the tally and closing. */
export function registerVoteRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/vote",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: openVoteBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await openVote(
            db,
            requireOrgActor(request),
            agendaItemVotes(request.params.meetingId),
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.get(
    "/api/votes/:voteId",
    {
      schema: { tags, params: voteParams, response: { 200: voteViewSchema } },
      config: { access: voteRoute("readAgenda"), cachedAnswer: liveCache },
    },
    async (request) => itemVoteView(db, request.params.voteId, requireOrgActor(request)),
  );

  app.post(
    "/api/votes/:voteId/close",
    {
      schema: {
        tags,
        params: voteParams,
        body: closeVoteBody,
        response: { 200: closedVote },
      },
      config: { access: voteRoute("edit") },
    },
    async (request) => ({
      DecisionId: (
        await closeVote(
          db,
          requireOrgActor(request),
          agendaItemVotes(),
          request.params.voteId,
          request.body,
        )
      ).decisionId,
    }),
  );
}
