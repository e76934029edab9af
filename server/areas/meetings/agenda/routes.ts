import { messageResult } from "../../../../common/contracts/auth.js";
import {
  agendaItemBody,
  agendaItemParams,
  agendaItemPatch,
  agendaTemplateBody,
  agendaTemplateList,
  buildAgendaBody,
  createdRecord,
  meetingParams,
  reorderBody,
} from "../../../../common/contracts/meetings.js";
import { orgParams } from "../../../../common/contracts/organisations.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute, meetingsOfOrganisation } from "../meeting-access.js";
import { addAgendaItem } from "./add-agenda-item.js";
import { buildAgenda } from "./build-agenda.js";
import { deleteAgendaItem } from "./delete-agenda-item.js";
import { listAgendaTemplates } from "./queries.js";
import { reorderAgenda } from "./reorder-agenda.js";
import { saveAgendaAsTemplate } from "./save-agenda-as-template.js";
import { updateAgendaItem } from "./update-agenda-item.js";

const tags = ["meetings"];

/** A meeting's agenda: building it, its items and their order, and the organisation's templates. */
export function registerAgendaRoutes(app: App, services: Services): void {
  const db = services.database.db;

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
      schema: {
        tags,
        params: meetingParams,
        body: agendaItemBody,
        response: { 201: createdRecord },
      },
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
      schema: { tags, params: orgParams, response: { 200: agendaTemplateList } },
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
        body: agendaTemplateBody,
        response: { 201: createdRecord },
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
}
