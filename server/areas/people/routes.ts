import { orgParams } from "../../../common/contracts/organisations.js";
import {
  addedPerson,
  addPersonBody,
  editPersonBody,
  memberListQuery,
  memberParams,
  peopleDirectory,
  peopleMessageResult,
  transferOwnershipBody,
} from "../../../common/contracts/people.js";
import { peopleChangeList, peopleChangesQuery } from "../../../common/contracts/people-changes.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { addPerson } from "./add-person.js";
import { editPerson } from "./edit-person.js";
import { grantAccess } from "./grant-access.js";
import { listPeopleChanges } from "./people-changes.js";
import { listPeople } from "./people-directory.js";
import { can, type PeopleAction } from "./policy.js";
import { removePerson } from "./remove-person.js";
import { revokeAccess } from "./revoke-access.js";
import { sendPasswordReset } from "./send-password-reset.js";
import { transferOwnership } from "./transfer-ownership.js";

const tags = ["people"];

/** The People directory and each person's card actions (spec §6), and the people changes log. */
export function registerPeopleRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: PeopleAction) => organisationRoute("people", can, action);
  const base = "/api/organisations/:orgId/members";
  const member = `${base}/:personId`;
  const message = { 200: peopleMessageResult };

  app.get(
    base,
    {
      schema: {
        tags,
        params: orgParams,
        querystring: memberListQuery,
        response: { 200: peopleDirectory },
      },
      config: { access: access("list") },
    },
    async (request) => listPeople(db, requireOrgActor(request), request.query),
  );

  app.post(
    base,
    {
      schema: { tags, params: orgParams, body: addPersonBody, response: { 201: addedPerson } },
      config: { access: access("manage"), sendsMail: "invitation" },
    },
    async (request, reply) => {
      const added = await addPerson(
        db,
        requireOrgActor(request),
        request.body,
        services.publicUrl(),
      );
      return reply.status(201).send({ PersonId: added.personId, message: added.message });
    },
  );

  app.patch(
    member,
    {
      schema: { tags, params: memberParams, body: editPersonBody, response: message },
      config: { access: access("manage") },
    },
    async (request) =>
      editPerson(db, requireOrgActor(request), request.params.personId, request.body),
  );

  app.delete(
    member,
    {
      schema: { tags, params: memberParams, response: message },
      config: { access: access("manage") },
    },
    async (request) => removePerson(db, requireOrgActor(request), request.params.personId),
  );

  app.post(
    `${member}/access`,
    {
      schema: { tags, params: memberParams, response: message },
      config: { access: access("manage"), sendsMail: "invitation" },
    },
    async (request) =>
      grantAccess(db, requireOrgActor(request), request.params.personId, services.publicUrl()),
  );

  app.delete(
    `${member}/access`,
    {
      schema: { tags, params: memberParams, response: message },
      config: { access: access("manage") },
    },
    async (request) => revokeAccess(db, requireOrgActor(request), request.params.personId),
  );

  app.post(
    `${member}/password-reset`,
    {
      schema: { tags, params: memberParams, response: { 202: peopleMessageResult } },
      config: { access: access("manage"), sendsMail: "invitation" },
    },
    async (request, reply) => {
      const sent = await sendPasswordReset(
        db,
        requireOrgActor(request),
        request.params.personId,
        services.publicUrl(),
      );
      return reply.status(202).send(sent);
    },
  );

  app.post(
    `${member}/account-owner`,
    {
      schema: { tags, params: memberParams, body: transferOwnershipBody, response: message },
      config: { access: access("transferOwnership") },
    },
    async (request) => transferOwnership(db, requireOrgActor(request), request.params.personId),
  );

  app.get(
    "/api/organisations/:orgId/people-changes",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: peopleChangesQuery,
        response: { 200: peopleChangeList },
      },
      config: { access: access("readChanges") },
    },
    async (request) => listPeopleChanges(db, requireOrgActor(request), request.query),
  );
}
