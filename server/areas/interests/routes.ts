import {
  createdInterest,
  createInterestBody,
  editInterestBody,
  endInterestBody,
  interestList,
  interestListQuery,
  interestMessageResult,
  interestParams,
  interestPdfQuery,
} from "../../../common/contracts/interests.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { declareInterest } from "./declare-interest.js";
import { deleteInterest } from "./delete-interest.js";
import { editInterest } from "./edit-interest.js";
import { endInterest } from "./end-interest.js";
import { listInterests } from "./interest-queries.js";
import { can, type InterestsAction } from "./policy.js";
import { interestsRegisterPdf } from "./register-pdf.js";
import { reopenInterest } from "./reopen-interest.js";

const tags = ["interests"];

/**
 * The interests register. Write routes admit everyone who may declare their own
 * interests; whose entry it is (own, or anyone's for governing roles) is checked
 * by the command against the row.
 */
export function registerInterestRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: InterestsAction) => organisationRoute("interests", can, action);
  const base = "/api/organisations/:orgId/interests";

  app.get(
    base,
    {
      schema: {
        tags,
        params: orgParams,
        querystring: interestListQuery,
        response: { 200: interestList },
      },
      config: { access: access("list") },
    },
    async (request) => listInterests(db, requireOrgActor(request), request.query),
  );

  app.get(
    `${base}/register.pdf`,
    {
      schema: { tags, params: orgParams, querystring: interestPdfQuery },
      config: { access: access("list") },
    },
    async (request, reply) => {
      const { pdf, filename } = await interestsRegisterPdf(
        db,
        requireOrgActor(request),
        request.query.personId,
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
    base,
    {
      schema: {
        tags,
        params: orgParams,
        body: createInterestBody,
        response: { 201: createdInterest },
      },
      config: { access: access("declare") },
    },
    async (request, reply) => {
      const { id } = await declareInterest(db, requireOrgActor(request), request.body);
      return reply.status(201).send({ Id: id });
    },
  );

  app.patch(
    `${base}/:interestId`,
    {
      schema: {
        tags,
        params: interestParams,
        body: editInterestBody,
        response: { 200: interestMessageResult },
      },
      config: { access: access("declare") },
    },
    async (request) => {
      await editInterest(db, requireOrgActor(request), request.params.interestId, request.body);
      return { message: "The interest has been updated." };
    },
  );

  app.post(
    `${base}/:interestId/end`,
    {
      schema: {
        tags,
        params: interestParams,
        // A bare POST (end today) arrives with a null body.
        body: endInterestBody.nullish(),
        response: { 200: interestMessageResult },
      },
      config: { access: access("declare") },
    },
    async (request) => {
      await endInterest(
        db,
        requireOrgActor(request),
        request.params.interestId,
        request.body ?? {},
      );
      return { message: "The interest has been given an end date." };
    },
  );

  app.post(
    `${base}/:interestId/reopen`,
    {
      schema: { tags, params: interestParams, response: { 200: interestMessageResult } },
      config: { access: access("declare") },
    },
    async (request) => {
      await reopenInterest(db, requireOrgActor(request), request.params.interestId);
      return { message: "The interest is current again." };
    },
  );

  app.delete(
    `${base}/:interestId`,
    {
      schema: { tags, params: interestParams, response: { 200: interestMessageResult } },
      config: { access: access("declare") },
    },
    async (request) => {
      await deleteInterest(db, requireOrgActor(request), request.params.interestId);
      return { message: "The interest has been deleted." };
    },
  );
}
