import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import type { Actor, OrgActor } from "./actor.js";

/**
 * Every route declares who may call it in `config.access`. The app refuses to
 * start with a route that has none, and the route-table test walks them all.
 */
export type RouteAccess =
  | { kind: "public"; reason: string }
  | { kind: "signedIn" }
  | { kind: "installationAdmin" }
  | { kind: "support" }
  | OrganisationAccess;

export type OrganisationAccess = {
  kind: "organisation";
  area: string;
  action: string;
  allows(orgActor: OrgActor): boolean;
  /**
   * For routes addressed by a record (":meetingId") rather than ":orgId": finds the
   * record's organisation, or undefined when it does not exist.
   */
  resolveOrganisationId?: (
    db: Db,
    params: Record<string, string | undefined>,
  ) => Promise<string | undefined>;
};

export function publicRoute(reason: string): RouteAccess {
  return { kind: "public", reason };
}

export const signedIn: RouteAccess = { kind: "signedIn" };
export const installationAdmin: RouteAccess = { kind: "installationAdmin" };
export const supportOnly: RouteAccess = { kind: "support" };

/** Binds a route to one action of an area's policy, checked for params.orgId before validation. */
export function organisationRoute<A extends string>(
  area: string,
  can: (orgActor: OrgActor, action: A) => boolean,
  action: A,
  resolveOrganisationId?: OrganisationAccess["resolveOrganisationId"],
): OrganisationAccess {
  return {
    kind: "organisation",
    area,
    action,
    allows: (orgActor) => can(orgActor, action),
    resolveOrganisationId,
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
    orgActor: OrgActor | null;
  }
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error("route declared signed-in access but no actor was resolved");
  return request.actor;
}

export function requireOrgActor(request: FastifyRequest): OrgActor {
  if (!request.orgActor)
    throw new Error("route declared organisation access but none was resolved");
  return request.orgActor;
}
