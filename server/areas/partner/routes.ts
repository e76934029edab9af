import { eq, inArray } from "drizzle-orm";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  partnerOrganisationParams,
  partnerOrganisationsResult,
  partnerOrganisationView,
  partnerPeopleResult,
  partnerSearchQuery as searchQuery,
  supportOrganisationsBody,
  supportPersonParams,
} from "../../../common/contracts/partner.js";
import { writeAudit } from "../../audit/write-audit.js";
import { organisations, partnerOrganisations } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { installationAdmin, requireActor, supportOnly } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import {
  partnerOrganisationDetail,
  partnerOrganisationList,
  partnerPeopleList,
} from "./partner-queries.js";
import { partnerOrganisationIds } from "./partner-scope.js";

/**
 * Partner views for support staff (spec §6): the organisations a support person looks after
 * (assigned by the installation's administrator, with their committees) and their people,
 * read-only. Opening one organisation is audited in that organisation's log.
 */
export function registerPartnerRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const tags = ["partner"];

  app.get(
    "/api/partner/organisations",
    {
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: partnerOrganisationsResult },
      },
      config: { access: supportOnly },
    },
    async (request) => {
      const ids = await partnerOrganisationIds(db, requireActor(request).personId);
      return {
        organisations: await partnerOrganisationList(db, ids, request.query.q || undefined),
      };
    },
  );

  app.get(
    "/api/partner/organisations/:orgId",
    {
      schema: {
        tags,
        params: partnerOrganisationParams,
        response: { 200: partnerOrganisationView },
      },
      config: { access: supportOnly },
    },
    async (request) => {
      const detail = await partnerOrganisationDetail(db, request.params.orgId);
      if (!detail) throw new AppError("notFound", "That organisation was not found.");
      await writeAudit(db, {
        organisationId: detail.Id,
        actorPersonId: requireActor(request).personId,
        action: "partner.viewOrganisation",
        subjectType: "organisation",
        subjectId: detail.Id,
      });
      return detail;
    },
  );

  app.get(
    "/api/partner/people",
    {
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: partnerPeopleResult },
      },
      config: { access: supportOnly },
    },
    async (request) => {
      const ids = await partnerOrganisationIds(db, requireActor(request).personId);
      return { people: await partnerPeopleList(db, ids, request.query.q || undefined) };
    },
  );

  app.put(
    "/api/partner/support-people/:personId/organisations",
    {
      schema: {
        tags,
        params: supportPersonParams,
        body: supportOrganisationsBody,
        response: { 200: messageResult },
      },
      config: { access: installationAdmin },
    },
    async (request) => {
      const { personId } = request.params;
      const wanted = [...new Set(request.body.organisationIds)];
      await db.transaction(async (tx) => {
        const found = wanted.length
          ? await tx
              .select({ id: organisations.id })
              .from(organisations)
              .where(inArray(organisations.id, wanted))
          : [];
        if (found.length !== wanted.length)
          throw new AppError("badRequest", "Some of those organisations do not exist.");
        const before = await tx
          .select({ id: partnerOrganisations.organisationId })
          .from(partnerOrganisations)
          .where(eq(partnerOrganisations.supportPersonId, personId));
        const had = new Set(before.map((b) => b.id));
        await tx
          .delete(partnerOrganisations)
          .where(eq(partnerOrganisations.supportPersonId, personId));
        if (wanted.length)
          await tx
            .insert(partnerOrganisations)
            .values(
              wanted.map((organisationId) => ({ supportPersonId: personId, organisationId })),
            );
        // Each organisation's own log says who was given (or lost) a partner view of it.
        for (const id of new Set([...had, ...wanted])) {
          if (had.has(id) === wanted.includes(id)) continue;
          await writeAudit(tx, {
            organisationId: id,
            actorPersonId: requireActor(request).personId,
            action: wanted.includes(id) ? "partner.assign" : "partner.unassign",
            subjectType: "person",
            subjectId: personId,
          });
        }
      });
      return { message: "The support person's organisations have been saved." };
    },
  );
}
