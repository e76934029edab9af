import { messageResult } from "../../../../common/contracts/auth.js";
import { agendaItemParams } from "../../../../common/contracts/meetings.js";
import { orgParams } from "../../../../common/contracts/organisations.js";
import {
  meetingDocuments,
  meetingDocumentsQuery,
  paperParams,
  uploadedPapers,
} from "../../../../common/contracts/papers.js";
import { requireOrgActor } from "../../../http/route-access.js";
import { sendFile } from "../../../http/send-file.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { takePolicy } from "../../organisations/take-policy.js";
import { recordRead } from "../../reads/record-read.js";
import { meetingRoute, meetingsOfOrganisation } from "../meeting-access.js";
import { can } from "../policy.js";
import { deletePaper } from "./delete-paper.js";
import { meetingDocumentsOf } from "./meeting-documents.js";
import { paperFile } from "./queries.js";
import { uploadPapers } from "./upload-papers.js";

const tags = ["papers"];

/** Papers attached to agenda items: uploaded, read in the viewer (or taken, as the organisation allows), removed. */
export function registerPaperRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/papers",
    {
      schema: { tags, params: agendaItemParams, response: { 201: uploadedPapers } },
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
      const org = requireOrgActor(request);
      const { meetingId, paperId } = request.params;
      const file = await paperFile(db, services.storage, meetingId, paperId, request);
      return sendFile(
        request,
        reply,
        { ...file, onOpened: () => recordRead(db, org, { kind: "paper", id: paperId }) },
        await takePolicy(db, org, can(org, "edit")),
      );
    },
  );

  app.get(
    "/api/organisations/:orgId/meeting-documents",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: meetingDocumentsQuery,
        response: { 200: meetingDocuments },
      },
      config: { access: meetingsOfOrganisation("readAgenda") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const policy = await takePolicy(db, org, can(org, "edit"));
      return {
        meetings: await meetingDocumentsOf(db, org.organisation.id, request.query.q),
        downloadable: policy.manager || policy.downloadsAllowed,
      };
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
