import { messageResult } from "../../../../common/contracts/auth.js";
import { agendaItemParams, meetingParams } from "../../../../common/contracts/meetings.js";
import {
  confirmationCreated,
  confirmMinutesBody,
  deferConfirmationBody,
  unconfirmedMinutesView,
} from "../../../../common/contracts/minutes.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { confirmMinutes } from "./confirm-minutes.js";
import { deferConfirmation } from "./defer-confirmation.js";
import { unconfirmedEarlierMinutes } from "./queries.js";
import { reverseConfirmation } from "./reverse-confirmation.js";

const tags = ["confirmation and signing"];

/** Earlier minutes confirmed (or not, yet) at a later meeting's Confirm Minutes item. */
export function registerConfirmationRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/unconfirmed-minutes",
    {
      schema: { tags, params: meetingParams, response: { 200: unconfirmedMinutesView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({
      meetings: await unconfirmedEarlierMinutes(db, request.params.meetingId),
    }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/confirm-minutes",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: confirmMinutesBody,
        response: { 201: confirmationCreated },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      const { confirmationId } = await confirmMinutes(
        db,
        services.storage,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      );
      return reply.status(201).send({ ConfirmationId: confirmationId });
    },
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/defer-confirmation",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: deferConfirmationBody,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await deferConfirmation(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      );
      return {
        message:
          "Confirmation has been deferred; those minutes stay in review for a later meeting.",
      };
    },
  );

  app.post(
    "/api/meetings/:meetingId/confirmation/reverse",
    {
      schema: { tags, params: meetingParams, response: { 200: messageResult } },
      config: { access: meetingRoute("reverseConfirmation") },
    },
    async (request) => {
      await reverseConfirmation(db, requireOrgActor(request), request.params.meetingId);
      return {
        message:
          "The confirmation has been reversed; the minutes are back in review. Its signatures stay in the audit log.",
      };
    },
  );
}
