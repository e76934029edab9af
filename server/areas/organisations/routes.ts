import {
  auditVerification,
  createBoardBody,
  createdOrganisation as created,
  orgParams,
} from "../../../common/contracts/organisations.js";
import { verifyAuditChain } from "../../audit/verify-chain.js";
import {
  organisationRoute,
  requireActor,
  requireOrgActor,
  signedIn,
} from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { createBoard } from "./create-board.js";
import { can } from "./policy.js";

const tags = ["organisations"];
const access = (action: Parameters<typeof can>[1]) =>
  organisationRoute("organisations", can, action);

export function registerOrganisationRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.post(
    "/api/organisations",
    {
      schema: { tags, body: createBoardBody, response: { 201: created } },
      config: { access: signedIn },
    },
    async (request, reply) => {
      const { id } = await createBoard(db, requireActor(request).personId, request.body);
      return reply.status(201).send({ Id: id });
    },
  );

  app.get(
    "/api/organisations/:orgId/audit/verify",
    {
      schema: {
        tags,
        params: orgParams,
        response: { 200: auditVerification },
      },
      config: { access: access("verifyAudit") },
    },
    async (request) => verifyAuditChain(db, requireOrgActor(request).organisation.id),
  );
}
