import { healthResult, readyResult, startingResult } from "../../../common/contracts/health.js";
import { publicRoute } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";

export function registerHealthRoutes(app: App, services: Services): void {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: healthResult },
      },
      config: { access: publicRoute("load balancers and the client's version check") },
    },
    async () => ({ status: "ok" as const, version: services.version }),
  );

  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["health"],
        response: { 200: readyResult, 503: startingResult },
      },
      config: { access: publicRoute("load balancers ask before sending traffic") },
    },
    async (_request, reply) => {
      if (!services.readiness.ready) return reply.status(503).send({ status: "starting" as const });
      return { status: "ready" as const };
    },
  );

  // The client's connectivity check (spec §7): no payload is read.
  app.get(
    "/offline",
    { config: { access: publicRoute("connectivity check") }, schema: { hide: true } },
    async (_request, reply) =>
      reply.header("cache-control", "no-store").type("text/plain").send("ok"),
  );
}
