import {
  acceptedInvitation,
  invitationView,
  permitParams,
  registerWithInvitationBody,
} from "../../../common/contracts/invitations.js";
import { sessionCookie, setSessionCookie } from "../../http/cookies.js";
import { publicRoute, requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { hashToken } from "../auth/secret-tokens.js";
import { createSession, revokeSession } from "../auth/session-store.js";
import { acceptInvitation, registerWithInvitation } from "./accept-invitation.js";
import { readInvitation } from "./invitation-permits.js";

const tags = ["invitations"];

/** invite/accept and _account/register/{permitId}: the permit in the link is the proof. */
export function registerInvitationRoutes(app: App, services: Services): void {
  const { database, config } = services;
  const db = database.db;

  app.get(
    "/api/invitations/:permitId",
    {
      schema: { tags, params: permitParams, response: { 200: invitationView } },
      config: { access: publicRoute("the invited person may have no login yet") },
    },
    async (request) => readInvitation(db, request.params.permitId),
  );

  app.post(
    "/api/invitations/:permitId/accept",
    {
      schema: { tags, params: permitParams, response: { 200: acceptedInvitation } },
      config: { access: signedIn },
    },
    async (request) => {
      const accepted = await acceptInvitation(db, requireActor(request), request.params.permitId);
      return { OrganisationId: accepted.organisationId, message: accepted.message };
    },
  );

  app.post(
    "/api/invitations/:permitId/register",
    {
      schema: {
        tags,
        params: permitParams,
        body: registerWithInvitationBody,
        response: { 201: acceptedInvitation },
      },
      config: { access: publicRoute("creating the invited person's login happens before sign-in") },
    },
    async (request, reply) => {
      const accepted = await registerWithInvitation(db, request.params.permitId, request.body);
      // Whoever was signed in on this browser is signed out: it now belongs to the new person.
      const previous = request.cookies[sessionCookie];
      if (previous) await revokeSession(db, hashToken(previous));
      const session = await createSession(db, {
        personId: accepted.personId,
        days: config.sessionDays,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply
        .status(201)
        .send({ OrganisationId: accepted.organisationId, message: accepted.message });
    },
  );
}
