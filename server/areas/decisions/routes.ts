import {
  amendmentBody,
  amendmentRecorded,
  decisionList,
  decisionListQuery,
  decisionParams,
  decisionPdfQuery,
} from "../../../common/contracts/decisions.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { decisionSelection } from "./decision-filters.js";
import { decisionPage } from "./decision-queries.js";
import { can, type DecisionAction } from "./policy.js";
import { recordAmendment } from "./record-amendment.js";
import { decisionsRegisterPdf } from "./register-pdf.js";

const tags = ["decisions"];

/**
 * The decision register: decisions recorded in minutes and closed votes, searched in full
 * text with the matches marked, filtered, sorted and paged; the same selection as a PDF;
 * and amendments to decisions whose minutes are confirmed.
 */
export function registerDecisionRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: DecisionAction) => organisationRoute("decisions", can, action);
  const base = "/api/organisations/:orgId/decisions";

  app.get(
    base,
    {
      schema: {
        tags,
        params: orgParams,
        querystring: decisionListQuery,
        response: { 200: decisionList },
      },
      config: { access: access("list"), cachedAnswer: { scope: "organisation", clock: "none" } },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const { page, pageSize, ...filters } = request.query;
      return decisionPage(db, org, decisionSelection(org.organisation.id, filters), {
        page,
        pageSize,
      });
    },
  );

  app.get(
    `${base}/register.pdf`,
    {
      schema: { tags, params: orgParams, querystring: decisionPdfQuery },
      config: { access: access("list") },
    },
    async (request, reply) => {
      const { pdf, filename } = await decisionsRegisterPdf(
        db,
        requireOrgActor(request),
        request.query,
      );
      // Browsers' built-in PDF viewers are blocked by the app's page CSP; a PDF response needs none.
      reply.removeHeader("content-security-policy");
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    `${base}/:decisionId/amendments`,
    {
      schema: {
        tags,
        params: decisionParams,
        body: amendmentBody,
        response: { 201: amendmentRecorded },
      },
      config: { access: access("amend") },
    },
    async (request, reply) => {
      const { decisionId } = request.params;
      await recordAmendment(db, requireOrgActor(request), decisionId, request.body);
      return reply.status(201).send({ DecisionId: decisionId });
    },
  );
}
