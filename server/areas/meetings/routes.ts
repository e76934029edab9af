import { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  agendaItemBody,
  agendaItemParams,
  agendaItemPatch,
  buildAgendaBody,
  createMeetingBody,
  meetingDetail as meetingDetailSchema,
  meetingListQuery,
  meetingParams,
  meetingSummary,
  reorderBody,
  transitionBody,
  updateMeetingBody,
} from "../../../common/contracts/meetings.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { nameText } from "../../../common/text.js";
import { requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import {
  addAgendaItem,
  buildAgenda,
  deleteAgendaItem,
  reorderAgenda,
  updateAgendaItem,
} from "./agenda-commands.js";
import { listAgendaTemplates, saveAgendaAsTemplate } from "./agenda-templates.js";
import { createMeeting } from "./create-meeting.js";
import { registerLocationRoutes } from "./location-routes.js";
import { meetingRoute, meetingsOfOrganisation } from "./meeting-access.js";
import { listMeetings, meetingDetail } from "./meeting-queries.js";
import { changeMeetingState, updateMeeting } from "./update-meeting.js";

const tags = ["meetings"];
const created = z.object({ Id: z.string() });

export function registerMeetingRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/organisations/:orgId/meetings",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: meetingListQuery,
        response: { 200: z.object({ meetings: z.array(meetingSummary) }) },
      },
      config: { access: meetingsOfOrganisation("list") },
    },
    async (request) => ({
      meetings: await listMeetings(db, requireOrgActor(request).organisation.id, request.query),
    }),
  );

  app.post(
    "/api/organisations/:orgId/meetings",
    {
      schema: { tags, params: orgParams, body: createMeetingBody, response: { 201: created } },
      config: { access: meetingsOfOrganisation("create") },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ Id: (await createMeeting(db, requireOrgActor(request), request.body)).id }),
  );

  app.get(
    "/api/meetings/:meetingId",
    {
      schema: { tags, params: meetingParams, response: { 200: meetingDetailSchema } },
      config: { access: meetingRoute("read") },
    },
    async (request) => meetingDetail(db, requireOrgActor(request), request.params.meetingId),
  );

  app.patch(
    "/api/meetings/:meetingId",
    {
      schema: {
        tags,
        params: meetingParams,
        body: updateMeetingBody,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await updateMeeting(db, requireOrgActor(request), request.params.meetingId, request.body);
      return { message: "The meeting has been saved." };
    },
  );

  app.post(
    "/api/meetings/:meetingId/transitions",
    {
      schema: {
        tags,
        params: meetingParams,
        body: transitionBody,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await changeMeetingState(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body.action,
      );
      return { message: "The meeting has moved on." };
    },
  );

  app.post(
    "/api/meetings/:meetingId/agenda/build",
    {
      schema: {
        tags,
        params: meetingParams,
        body: buildAgendaBody,
        response: { 201: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      await buildAgenda(db, requireOrgActor(request), request.params.meetingId, request.body);
      return reply.status(201).send({ message: "The agenda is ready to edit." });
    },
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items",
    {
      schema: { tags, params: meetingParams, body: agendaItemBody, response: { 201: created } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await addAgendaItem(db, requireOrgActor(request), request.params.meetingId, request.body)
        ).id,
      }),
  );

  app.patch(
    "/api/meetings/:meetingId/agenda/items/:itemId",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: agendaItemPatch,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await updateAgendaItem(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      );
      return { message: "Saved." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/agenda/items/:itemId",
    {
      schema: { tags, params: agendaItemParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await deleteAgendaItem(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
      );
      return { message: "The item has been removed." };
    },
  );

  app.put(
    "/api/meetings/:meetingId/agenda/order",
    {
      schema: { tags, params: meetingParams, body: reorderBody, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await reorderAgenda(db, requireOrgActor(request), request.params.meetingId, request.body);
      return { message: "The agenda order has been saved." };
    },
  );

  app.get(
    "/api/organisations/:orgId/agenda-templates",
    {
      schema: {
        tags,
        params: orgParams,
        response: {
          200: z.object({
            templates: z.array(
              z.object({ Id: z.string(), Name: z.string(), ItemCount: z.number().int() }),
            ),
          }),
        },
      },
      config: { access: meetingsOfOrganisation("create") },
    },
    async (request) => ({
      templates: await listAgendaTemplates(db, requireOrgActor(request).organisation.id),
    }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/save-as-template",
    {
      schema: {
        tags,
        params: meetingParams,
        body: z.strictObject({ name: nameText().trim().min(1, "Required").max(120) }),
        response: { 201: created },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await saveAgendaAsTemplate(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.body.name,
          )
        ).id,
      }),
  );

  registerLocationRoutes(app, services);
}
