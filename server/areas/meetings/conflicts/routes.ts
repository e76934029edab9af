import { messageResult } from "../../../../common/contracts/auth.js";
import { agendaItemParams, meetingParams } from "../../../../common/contracts/meetings.js";
import {
  conflictBody,
  conflictSuggestionsView,
  itemConflictParams,
} from "../../../../common/contracts/minutes.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { declareConflict } from "./declare-conflict.js";
import { meetingConflictSuggestions } from "./queries.js";
import { withdrawConflict } from "./withdraw-conflict.js";

const tags = ["minutes"];

/** Conflicts of interest on agenda items: declared, withdrawn, and suggested from the register. */
export function registerConflictRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.delete(
    "/api/meetings/:meetingId/agenda/items/:itemId/conflicts/:personId",
    {
      schema: { tags, params: itemConflictParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, itemId, personId } = request.params;
      await withdrawConflict(db, requireOrgActor(request), meetingId, itemId, personId);
      return { message: "The conflict has been withdrawn." };
    },
  );

  app.get(
    "/api/meetings/:meetingId/conflict-suggestions",
    {
      schema: { tags, params: meetingParams, response: { 200: conflictSuggestionsView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({ items: await meetingConflictSuggestions(db, request.params.meetingId) }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/conflicts",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: conflictBody,
        response: { 201: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      await declareConflict(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body.personId,
        request.body.note,
      );
      return reply.status(201).send({
        message: "The conflict has been recorded; that person sits out this item's vote.",
      });
    },
  );
}
