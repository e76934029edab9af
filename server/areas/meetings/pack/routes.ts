import { meetingParams } from "../../../../common/contracts/meetings.js";
import {
  agendaReaders as agendaReadersView,
  packStatus,
} from "../../../../common/contracts/publishing.js";
import { liveCache } from "../../../http/cached-answers.js";
import { requireOrgActor } from "../../../http/route-access.js";
import { sendFile } from "../../../http/send-file.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { takePolicy } from "../../organisations/take-policy.js";
import { meetingRoute } from "../meeting-access.js";
import { can } from "../policy.js";
import { agendaReaders, packStatusOf, readyPack } from "./queries.js";

const tags = ["board pack and notices"];

/** The board pack (built by the pack.build job) and who reads it once the agenda is published. */
export function registerPackRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/pack/status",
    {
      schema: { tags, params: meetingParams, response: { 200: packStatus } },
      config: { access: meetingRoute("readAgenda"), cachedAnswer: liveCache },
    },
    async (request) => packStatusOf(db, request.params.meetingId),
  );

  app.get(
    "/api/meetings/:meetingId/pack",
    { schema: { tags, params: meetingParams }, config: { access: meetingRoute("readAgenda") } },
    async (request, reply) => {
      const org = requireOrgActor(request);
      return sendFile(
        request,
        reply,
        await readyPack(db, services.storage, request.params.meetingId),
        await takePolicy(db, org, can(org, "edit")),
      );
    },
  );

  app.get(
    "/api/meetings/:meetingId/agenda/readers",
    {
      schema: { tags, params: meetingParams, response: { 200: agendaReadersView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => agendaReaders(db, requireOrgActor(request).organisation),
  );
}
