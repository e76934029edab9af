import type { FastifyRequest } from "fastify";
import type { Actor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";

/** Spec §6: support users have no dashboard; they work from the partner views. */
export function mayOpenMyHome(actor: Actor): boolean {
  return !actor.isSupport;
}

/**
 * A route hook run after the access hook has resolved the actor and before the
 * query is validated, so a support user is refused whatever they send.
 */
export async function refuseSupportUsers(request: FastifyRequest): Promise<void> {
  if (request.actor && !mayOpenMyHome(request.actor)) {
    throw new AppError(
      "forbidden",
      "My Home is not available to support staff. Use the partner organisations and people instead.",
    );
  }
}
