import { messageResult } from "../../../../common/contracts/auth.js";
import {
  locationParams,
  meetingLocationPatch,
} from "../../../../common/contracts/meeting-locations.js";
import {
  createdRecord,
  meetingLocationBody,
  meetingLocationList,
} from "../../../../common/contracts/meetings.js";
import { orgParams } from "../../../../common/contracts/organisations.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingsOfOrganisation } from "../meeting-access.js";
import { addLocation } from "./add-location.js";
import { deleteLocation } from "./delete-location.js";
import { makeDefaultLocation } from "./make-default-location.js";
import { listLocations } from "./queries.js";
import { updateLocation } from "./update-location.js";

const tags = ["meetings"];

/** Meeting locations (spec §3): name, address, IANA time zone, exactly one default. */
export function registerLocationRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/organisations/:orgId/meeting-locations",
    {
      schema: { tags, params: orgParams, response: { 200: meetingLocationList } },
      config: { access: meetingsOfOrganisation("list") },
    },
    async (request) => ({
      locations: await listLocations(db, requireOrgActor(request).organisation.id),
    }),
  );

  app.post(
    "/api/organisations/:orgId/meeting-locations",
    {
      schema: {
        tags,
        params: orgParams,
        body: meetingLocationBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingsOfOrganisation("manageLocations") },
    },
    async (request, reply) => {
      const id = await addLocation(db, requireOrgActor(request), request.body);
      return reply.status(201).send({ Id: id });
    },
  );

  app.patch(
    "/api/organisations/:orgId/meeting-locations/:locationId",
    {
      schema: {
        tags,
        params: locationParams,
        body: meetingLocationPatch,
        response: { 200: messageResult },
      },
      config: { access: meetingsOfOrganisation("manageLocations") },
    },
    async (request) => {
      await updateLocation(db, requireOrgActor(request), request.params.locationId, request.body);
      return { message: "The location has been saved." };
    },
  );

  app.post(
    "/api/organisations/:orgId/meeting-locations/:locationId/default",
    {
      schema: { tags, params: locationParams, response: { 200: messageResult } },
      config: { access: meetingsOfOrganisation("manageLocations") },
    },
    async (request) => {
      await makeDefaultLocation(db, requireOrgActor(request), request.params.locationId);
      return { message: "This is now the default location." };
    },
  );

  app.delete(
    "/api/organisations/:orgId/meeting-locations/:locationId",
    {
      schema: { tags, params: locationParams, response: { 200: messageResult } },
      config: { access: meetingsOfOrganisation("manageLocations") },
    },
    async (request) => {
      await deleteLocation(db, requireOrgActor(request), request.params.locationId);
      return { message: "The location has been deleted." };
    },
  );
}
