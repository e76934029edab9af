import { eq } from "drizzle-orm";
import { meetingParams } from "../../../../common/contracts/meetings.js";
import {
  agendaReaders as agendaReadersView,
  packStatus,
} from "../../../../common/contracts/publishing.js";
import { meetingReaders } from "../../../../common/contracts/reads.js";
import { papers } from "../../../db/schema/index.js";
import { liveCache } from "../../../http/cached-answers.js";
import { requireOrgActor } from "../../../http/route-access.js";
import { sendFile } from "../../../http/send-file.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { takePolicy } from "../../organisations/take-policy.js";
import { readersOf } from "../../reads/readers.js";
import { recordRead } from "../../reads/record-read.js";
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
      const { meetingId } = request.params;
      const pack = await readyPack(db, services.storage, meetingId);
      return sendFile(
        request,
        reply,
        { ...pack, onOpened: () => recordRead(db, org, { kind: "pack", id: meetingId }) },
        await takePolicy(db, org, can(org, "edit")),
      );
    },
  );

  app.get(
    "/api/meetings/:meetingId/readers",
    {
      schema: { tags, params: meetingParams, response: { 200: meetingReaders } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId } = request.params;
      const org = requireOrgActor(request);
      const paperIds = (
        await db.select({ id: papers.id }).from(papers).where(eq(papers.meetingId, meetingId))
      ).map((p) => p.id);
      const readers = await readersOf(db, org.organisation.id, [
        { kind: "pack", id: meetingId },
        ...paperIds.map((id) => ({ kind: "paper" as const, id })),
      ]);
      return {
        papers: Object.fromEntries(paperIds.map((id) => [id, readers.get(`paper:${id}`) ?? []])),
        pack: readers.get(`pack:${meetingId}`) ?? [],
      };
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
