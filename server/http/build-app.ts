import fs from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { registerActionRoutes } from "../areas/actions/routes.js";
import { registerAnnotationRoutes } from "../areas/annotations/routes.js";
import { registerAssistantHub } from "../areas/assistant/routes.js";
import { registerOidcRoutes } from "../areas/auth/oidc/routes.js";
import { registerAuthRoutes } from "../areas/auth/routes.js";
import { registerFlyingMinuteRoutes } from "../areas/between-meetings/flying-minutes/routes.js";
import { registerReportRoutes } from "../areas/between-meetings/reports/routes.js";
import { registerCommitteeRoutes } from "../areas/committees/routes.js";
import { registerDecisionRoutes } from "../areas/decisions/routes.js";
import { registerDocumentShareRoutes } from "../areas/document-shares/routes.js";
import { registerDocumentRoutes } from "../areas/documents/routes.js";
import { registerFeatureFlagRoutes } from "../areas/feature-flags/routes.js";
import { registerHealthRoutes } from "../areas/health/routes.js";
import { registerHomeRoutes } from "../areas/home/routes.js";
import { registerInterestRoutes } from "../areas/interests/routes.js";
import { registerMailRoutes } from "../areas/mail/routes.js";
import { registerPictureRoutes } from "../areas/me/picture-routes.js";
import { registerMeRoutes } from "../areas/me/routes.js";
import { registerMeetingsArea } from "../areas/meetings/area-routes.js";
import { registerOrganisationRoutes } from "../areas/organisations/routes.js";
import { registerPartnerRoutes } from "../areas/partner/routes.js";
import { registerInvitationRoutes } from "../areas/people/invitation-routes.js";
import { registerPeopleRoutes } from "../areas/people/routes.js";
import { registerSearchRoutes } from "../areas/search/routes.js";
import { registerSettingsRoutes } from "../areas/settings/routes.js";
import { registerSigningLinkRoutes } from "../areas/signatures/link-routes.js";
import { registerSignatureRoutes } from "../areas/signatures/routes.js";
import { registerVerifyRoutes } from "../areas/verify/routes.js";
import { registerBallotRoutes } from "../areas/vote-contexts/routes.js";
import type { TrustProxy } from "../config.js";
import type { Services } from "../services.js";
import { registerAccessHooks } from "./access-hooks.js";
import { AppError } from "./app-error.js";
import { registerCachedAnswers } from "./cached-answers.js";
import { ensureCsrfCookie, registerCsrf } from "./csrf.js";
import { errorBody, registerErrorHandler } from "./error-handler.js";
import { registerMailLimits } from "./mail-limits.js";
import { publicRoute } from "./route-access.js";
import { registerNoStore, registerSecurityHeaders } from "./security-headers.js";
import { isServableAppPath } from "./spa-files.js";
import type { App } from "./types.js";

export type BuildAppOptions = {
  /** Folder of the built SPA; when absent the API is served alone (tests). */
  spaDir?: string;
  logger?: boolean;
};

/** Fastify takes a hop count only as a function (its types have no number). */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((a: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(services: Services, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: services.config.logLevel,
          // Query strings can carry tokens (the hub's access_token): log the path only.
          serializers: {
            req: (req: { method: string; url: string }) => ({
              method: req.method,
              path: req.url.split("?")[0],
            }),
          },
        }
      : false,
    trustProxy: fastifyTrustProxy(services.config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerSecurityHeaders(app);
  registerNoStore(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Quorate API", version: services.version },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the recursive rich-text blocks) become components.
    transformObject: jsonSchemaTransformObject,
  });

  registerErrorHandler(app);
  app.addHook("onRequest", async (request) => {
    if (services.readiness.ready || !request.url.startsWith("/api/")) return;
    if (request.url.startsWith("/api/health") || request.url.startsWith("/api/ready")) return;
    throw new AppError("notReady", "Quorate is starting. Please try again in a moment.");
  });
  // The hub's bearer-token requests carry no cookies; /api/verify changes nothing.
  registerCsrf(app, ["/api/hub/", "/api/verify"]);
  registerAccessHooks(app, services);
  registerMailLimits(app, services);
  registerCachedAnswers(app);

  registerHealthRoutes(app, services);
  registerAuthRoutes(app, services);
  registerOidcRoutes(app, services);
  registerMeRoutes(app, services);
  registerPictureRoutes(app, services);
  registerOrganisationRoutes(app, services);
  registerSettingsRoutes(app, services);
  registerCommitteeRoutes(app, services);
  registerMailRoutes(app, services);
  registerFeatureFlagRoutes(app, services);
  registerPartnerRoutes(app, services);
  registerMeetingsArea(app, services);
  registerBallotRoutes(app, services);
  registerFlyingMinuteRoutes(app, services);
  registerReportRoutes(app, services);
  registerDecisionRoutes(app, services);
  registerSearchRoutes(app, services);
  registerActionRoutes(app, services);
  registerInterestRoutes(app, services);
  registerDocumentRoutes(app, services);
  registerAnnotationRoutes(app, services);
  registerDocumentShareRoutes(app, services);
  registerPeopleRoutes(app, services);
  registerInvitationRoutes(app, services);
  registerHomeRoutes(app, services);
  registerAssistantHub(app, services);
  registerVerifyRoutes(app, services);
  registerSignatureRoutes(app, services);
  registerSigningLinkRoutes(app, services);

  app.get(
    "/api/openapi.json",
    { schema: { hide: true }, config: { access: publicRoute("the API description is public") } },
    async () => app.swagger(),
  );

  const spa = options.spaDir ? await spaFallback(app, options.spaDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (spa && request.method === "GET" && !request.url.startsWith("/api/"))
      return spa(request, reply);
    return reply
      .status(404)
      .send(errorBody("notFound", `No such route: ${request.method} ${request.url.split("?")[0]}`));
  });
  return app;
}

/** Serves the built SPA; any other page path gets index.html so client routes load on refresh. */
async function spaFallback(app: App, spaDir: string) {
  const index = path.join(spaDir, "index.html");
  if (!fs.existsSync(index))
    throw new Error(`The app is not built: ${index} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: spaDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => isServableAppPath(pathName),
  });
  const html = fs.readFileSync(index, "utf8");
  return (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const file = isServableAppPath(urlPath) ? path.join(spaDir, decodeURIComponent(urlPath)) : "";
    if (file.startsWith(spaDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(spaDir, file));
    }
    // The page's first write needs the CSRF cookie: hand it out with the page itself.
    ensureCsrfCookie(request, reply);
    return reply.type("text/html").header("cache-control", "no-cache").send(html);
  };
}
