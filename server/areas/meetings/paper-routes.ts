import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import { agendaItemParams } from "../../../common/contracts/meetings.js";
import { papers } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { meetingRoute } from "./meeting-access.js";
import { deletePaper, uploadPapers } from "./paper-uploads.js";

const tags = ["papers"];
const paperParams = z.strictObject({ meetingId: z.uuid(), paperId: z.uuid() });
const paperView = z.object({
  Id: z.string(),
  Name: z.string(),
  Mime: z.string(),
  SizeBytes: z.number().int(),
});

export function registerPaperRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/papers",
    {
      schema: {
        tags,
        params: agendaItemParams,
        response: { 201: z.object({ papers: z.array(paperView) }) },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      const saved = await uploadPapers(
        db,
        services.storage,
        requireOrgActor(request),
        request,
        request.params.meetingId,
        request.params.itemId,
      );
      return reply.status(201).send({ papers: saved });
    },
  );

  app.get(
    "/api/meetings/:meetingId/papers/:paperId",
    { schema: { tags, params: paperParams }, config: { access: meetingRoute("readAgenda") } },
    async (request, reply) => {
      const [paper] = await db
        .select()
        .from(papers)
        .where(
          and(
            eq(papers.id, request.params.paperId),
            eq(papers.meetingId, request.params.meetingId),
          ),
        )
        .limit(1);
      const bytes = paper ? await services.storage.get(paper.storageKey) : undefined;
      if (!paper || !bytes) throw new AppError("notFound", "That paper was not found.");
      return reply
        .type(paper.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(paper.name)}`)
        .send(bytes);
    },
  );

  app.delete(
    "/api/meetings/:meetingId/papers/:paperId",
    {
      schema: { tags, params: paperParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await deletePaper(
        db,
        services.storage,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.paperId,
      );
      return { message: "The paper has been removed." };
    },
  );
}
