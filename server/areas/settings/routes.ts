import { messageResult } from "../../../common/contracts/auth.js";
import {
  changeCountryBody,
  organisationSettingsView,
  updateSettingsBody,
} from "../../../common/contracts/organisation-settings.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { limits } from "../../../common/limits.js";
import {
  organisationRoute,
  requireActor,
  requireOrgActor,
  supportOnly,
} from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { changeOrganisationCountry } from "./change-country.js";
import {
  type OrganisationImage,
  readOrganisationImage,
  removeOrganisationImage,
  saveOrganisationImage,
} from "./organisation-images.js";
import { can } from "./policy.js";
import { loadOrganisationSettings } from "./settings-query.js";
import { updateOrganisationSettings } from "./update-settings.js";

const tags = ["settings"];
const access = (action: Parameters<typeof can>[1]) => organisationRoute("settings", can, action);

/** Organisation settings of spec §3; meeting locations live with meetings (meetings/location-routes.ts). */
export function registerSettingsRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const { storage } = services;

  app.get(
    "/api/organisations/:orgId/settings",
    {
      schema: { tags, params: orgParams, response: { 200: organisationSettingsView } },
      config: { access: access("read") },
    },
    async (request) => loadOrganisationSettings(db, requireOrgActor(request).organisation.id),
  );

  app.patch(
    "/api/organisations/:orgId/settings",
    {
      schema: {
        tags,
        params: orgParams,
        body: updateSettingsBody,
        response: { 200: organisationSettingsView },
      },
      config: { access: access("update") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await updateOrganisationSettings(db, org, request.body);
      return loadOrganisationSettings(db, org.organisation.id);
    },
  );

  app.put(
    "/api/partner/organisations/:orgId/country",
    {
      schema: {
        tags,
        params: orgParams,
        body: changeCountryBody,
        response: { 200: messageResult },
      },
      config: { access: supportOnly },
    },
    async (request) => {
      await changeOrganisationCountry(
        db,
        requireActor(request),
        request.params.orgId,
        request.body.country,
      );
      return { message: "The country has been changed." };
    },
  );

  for (const kind of ["logo", "icon"] as const satisfies OrganisationImage[]) {
    const path = `/api/organisations/:orgId/settings/${kind}`;
    app.put(
      path,
      {
        schema: { tags, params: orgParams, response: { 200: messageResult } },
        config: { access: access("manageImages") },
        bodyLimit: limits.pictureMaxBytes + 1024,
      },
      async (request) => {
        await saveOrganisationImage(db, storage, requireOrgActor(request), kind, request.body);
        return {
          message: kind === "logo" ? "The logo has been saved." : "The icon has been saved.",
        };
      },
    );
    app.delete(
      path,
      {
        schema: { tags, params: orgParams, response: { 200: messageResult } },
        config: { access: access("manageImages") },
      },
      async (request) => {
        await removeOrganisationImage(db, storage, requireOrgActor(request), kind);
        return {
          message: kind === "logo" ? "The logo has been removed." : "The icon has been removed.",
        };
      },
    );
    app.get(
      path,
      { schema: { tags, params: orgParams }, config: { access: access("viewImages") } },
      async (request, reply) => {
        const image = await readOrganisationImage(
          db,
          storage,
          requireOrgActor(request).organisation.id,
          kind,
        );
        return reply.type(image.mime).send(image.data);
      },
    );
  }
}
