import { messageResult } from "../../../../common/contracts/auth.js";
import { agendaItemParams, createdRecord } from "../../../../common/contracts/meetings.js";
import {
  actionBody,
  decisionBody,
  decisionParams,
  decisionPatch,
  meetingActionParams,
  minutesBody,
  minutesSaved,
} from "../../../../common/contracts/minutes.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { deleteDecision } from "./delete-decision.js";
import { deleteMeetingAction } from "./delete-meeting-action.js";
import { recordAction } from "./record-action.js";
import { recordDecision } from "./record-decision.js";
import { saveItemMinutes } from "./save-item-minutes.js";
import { updateDecision } from "./update-decision.js";

const tags = ["minutes"];

/** What the minutes record against each item: notes, decisions and actions, and corrections to them. */
export function registerMinutesRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.put(
    "/api/meetings/:meetingId/agenda/items/:itemId/minutes",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: minutesBody,
        response: { 200: minutesSaved },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) =>
      saveItemMinutes(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      ),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/decisions",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: decisionBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await recordDecision(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/actions",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: actionBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await recordAction(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.patch(
    "/api/meetings/:meetingId/decisions/:decisionId",
    {
      schema: {
        tags,
        params: decisionParams,
        body: decisionPatch,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, decisionId } = request.params;
      await updateDecision(db, requireOrgActor(request), meetingId, decisionId, request.body);
      return { message: "The decision has been corrected." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/decisions/:decisionId",
    {
      schema: { tags, params: decisionParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, decisionId } = request.params;
      await deleteDecision(db, requireOrgActor(request), meetingId, decisionId);
      return { message: "The decision has been removed from the minutes and the register." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/actions/:actionId",
    {
      schema: { tags, params: meetingActionParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, actionId } = request.params;
      await deleteMeetingAction(db, requireOrgActor(request), meetingId, actionId);
      return { message: "The action has been removed." };
    },
  );
}
