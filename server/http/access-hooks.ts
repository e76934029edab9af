import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { findActorBySessionToken } from "../areas/auth/session-store.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import { partnerSees } from "../areas/partner/partner-scope.js";
import type { Services } from "../services.js";
import type { Actor, OrgActor } from "./actor.js";
import { AppError } from "./app-error.js";
import { sessionCookie } from "./cookies.js";
import type { MailLimitKind } from "./mail-limits.js";
import type { RouteAccess } from "./route-access.js";

export type RouteTableRow = {
  method: string;
  url: string;
  access: RouteAccess;
  sendsMail: MailLimitKind | undefined;
  /** The route's zod schemas, for the tests that walk every operation (foreign ids, bad input). */
  schema: FastifySchema | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its declared access; the route-table test walks it. */
    routeTable: RouteTableRow[];
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the actor from the session cookie and enforces each route's declared
 * access before its input is validated, so a stranger learns nothing from a 400.
 */
export function registerAccessHooks(app: FastifyInstance, services: Services): void {
  app.decorateRequest("actor", null);
  app.decorateRequest("orgActor", null);

  const routeTable: RouteTableRow[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const url = route.url;
    const access = route.config?.access;
    if (!access) {
      if (!url.startsWith("/api/")) return;
      throw new Error(`Route ${route.method} ${url} declares no access rule (config.access).`);
    }
    const { sendsMail } = route.config ?? {};
    for (const method of [route.method].flat())
      routeTable.push({ method, url, access, sendsMail, schema: route.schema });
  });

  app.addHook("preValidation", async (request) => {
    const access: RouteAccess | undefined = request.routeOptions.config.access;
    if (!access) return;
    const token = request.cookies[sessionCookie];
    if (token) {
      request.actor = await findActorBySessionToken(
        services.database.db,
        token,
        services.config.supportEmails,
      );
    }
    if (access.kind === "public") return;
    const actor = request.actor;
    if (!actor) throw new AppError("unauthenticated", "Please sign in to continue.");
    if (access.kind === "signedIn") return;
    if (access.kind === "installationAdmin") {
      if (!actor.isInstallationAdmin)
        throw new AppError("forbidden", "Only the installation's administrator can do that.");
      return;
    }
    if (access.kind === "support") {
      if (!actor.isSupport)
        throw new AppError("forbidden", "Only support staff can open partner views.");
      // A partner view of one organisation: only those this support person looks after.
      const orgId = (request.params as Record<string, string | undefined>).orgId;
      if (
        orgId !== undefined &&
        (!uuidPattern.test(orgId) ||
          !(await partnerSees(services.database.db, actor.personId, orgId)))
      )
        throw new AppError("notFound", "That organisation is not one you look after.");
      return;
    }
    const params = request.params as Record<string, string | undefined>;
    for (const value of Object.values(params)) {
      if (value !== undefined && !uuidPattern.test(value)) {
        throw new AppError("notFound", "That address does not exist.");
      }
    }
    const orgId = access.resolveOrganisationId
      ? await access.resolveOrganisationId(services.database.db, params)
      : params.orgId;
    if (!orgId) throw new AppError("notFound", "That record was not found.");
    const orgActor = await organisationActor(services, actor, orgId);
    // Not a member, no longer allowed in, or their login here revoked: it does not exist for them.
    if (!orgActor) throw new AppError("notFound", "That organisation was not found.");
    if (!access.allows(orgActor)) {
      throw new AppError("forbidden", "Your role in this organisation does not allow that.");
    }
    request.orgActor = orgActor;
  });
}

/** The caller as a member of the organisation, or null when they may not enter it at all. */
async function organisationActor(
  services: Services,
  actor: Actor,
  organisationId: string,
): Promise<OrgActor | null> {
  const orgActor = await findOrgActor(services.database.db, actor, organisationId);
  if (!orgActor?.membership.accessAllowed || !orgActor.membership.loginEnabled) return null;
  return orgActor;
}

/**
 * Whether a request let through by its route's access would still be let through now: for
 * answers that go on after the request (a live stream), asked again as they go, so a sign-out
 * or a lost role ends them.
 */
export async function stillAllowed(services: Services, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[sessionCookie];
  const access = request.routeOptions.config.access;
  const organisationId = request.orgActor?.organisation.id;
  if (!token || access?.kind !== "organisation" || !organisationId) return false;
  const actor = await findActorBySessionToken(
    services.database.db,
    token,
    services.config.supportEmails,
  );
  if (!actor) return false;
  const orgActor = await organisationActor(services, actor, organisationId);
  return orgActor !== null && access.allows(orgActor);
}
