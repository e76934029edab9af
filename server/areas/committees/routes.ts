import { messageResult } from "../../../common/contracts/auth.js";
import {
  committeeDeleted,
  committeeList,
  committeeParams,
  importPeopleBody,
  importResult,
} from "../../../common/contracts/committees.js";
import {
  createCommitteeBody,
  createdOrganisation as created,
  orgParams,
} from "../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { listCommittees } from "./committee-queries.js";
import { createCommittee } from "./create-committee.js";
import { deleteCommittee, restoreCommittee } from "./delete-committee.js";
import { importPeopleFromBoard } from "./import-from-board.js";
import { can } from "./policy.js";

const tags = ["committees"];
const access = (action: Parameters<typeof can>[1]) => organisationRoute("committees", can, action);

/** A board's committees: creating, listing, deleting and restoring them, importing their people. */
export function registerCommitteeRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.post(
    "/api/organisations/:orgId/committees",
    {
      schema: {
        // Its OpenAPI tag is the one clients already group it under (it began in organisations).
        tags: ["organisations"],
        params: orgParams,
        body: createCommitteeBody,
        response: { 201: created },
      },
      config: { access: access("manage") },
    },
    async (request, reply) => {
      const { id } = await createCommittee(db, requireOrgActor(request), request.body);
      return reply.status(201).send({ Id: id });
    },
  );

  app.get(
    "/api/organisations/:orgId/committees",
    {
      schema: { tags, params: orgParams, response: { 200: committeeList } },
      config: { access: access("list") },
    },
    async (request) => listCommittees(db, requireOrgActor(request)),
  );

  app.delete(
    "/api/organisations/:orgId/committees/:committeeId",
    {
      schema: {
        tags,
        params: committeeParams,
        response: { 200: committeeDeleted },
      },
      config: { access: access("manage") },
    },
    async (request) => {
      const { eraseAfter } = await deleteCommittee(
        db,
        requireOrgActor(request),
        request.params.committeeId,
      );
      return {
        message: "The committee has been deleted. It can be restored until it is erased.",
        EraseAfter: eraseAfter.toISOString(),
      };
    },
  );

  app.post(
    "/api/organisations/:orgId/committees/:committeeId/restore",
    {
      schema: {
        tags,
        params: committeeParams,
        response: { 200: messageResult },
      },
      config: { access: access("manage") },
    },
    async (request) => {
      await restoreCommittee(db, requireOrgActor(request), request.params.committeeId);
      return { message: "The committee has been restored." };
    },
  );

  app.post(
    "/api/organisations/:orgId/committees/:committeeId/import",
    {
      schema: {
        tags,
        params: committeeParams,
        body: importPeopleBody,
        response: { 200: importResult },
      },
      config: { access: access("manage") },
    },
    async (request) =>
      importPeopleFromBoard(db, requireOrgActor(request), request.params.committeeId, request.body),
  );
}
