import {
  annotationList,
  annotationParams,
  annotationView,
  changeAnnotationBody,
  myAnnotations as myAnnotationsSchema,
  newAnnotationBody,
} from "../../../common/contracts/annotations.js";
import { messageResult } from "../../../common/contracts/auth.js";
import { documentVersionParams } from "../../../common/contracts/documents.js";
import { meetingParams } from "../../../common/contracts/meetings.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { paperParams } from "../../../common/contracts/papers.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import { annotations } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { can as documentsCan } from "../documents/policy.js";
import { readableVersion, versionOpens } from "../documents/queries.js";
import { versionRoute } from "../documents/version-access.js";
import { meetingRoute } from "../meetings/meeting-access.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { addAnnotation, meetingTakesNotes } from "./add-annotation.js";
import { changeAnnotation, removeAnnotation } from "./change-annotation.js";
import { annotationsCsv } from "./export-annotations.js";
import { can } from "./policy.js";
import { annotationsOn, myAnnotations } from "./queries.js";

const tags = ["annotations"];
const annotationOrganisation = owningOrganisation("annotation", annotations, annotations);

/**
 * Highlights and notes: on a library document (through its version's address, read as the
 * library reads it) and on a meeting's papers (as the agenda is read); a person's own list
 * and its export. Only the author changes or removes a note.
 */
export function registerAnnotationRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const versionAccess = versionRoute("read");
  const ownAccess = organisationRoute("annotations", can, "own", (database, params) =>
    annotationOrganisation(database, params.annotationId ?? ""),
  );

  /** A version the caller may open; notes are kept on its document, across versions. */
  const openVersion = async (org: ReturnType<typeof requireOrgActor>, versionId: string) => {
    const version = await readableVersion(db, org, versionId);
    if (!versionOpens(version, documentsCan(org, "manage")))
      throw new AppError("notFound", "That document was not found.");
    return version;
  };

  app.get(
    "/api/document-versions/:documentVersionId/annotations",
    {
      schema: { tags, params: documentVersionParams, response: { 200: annotationList } },
      config: { access: versionAccess },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const version = await openVersion(org, request.params.documentVersionId);
      return {
        annotations: await annotationsOn(db, org, { documentId: version.documentId }),
        canAnnotate: true,
      };
    },
  );

  app.post(
    "/api/document-versions/:documentVersionId/annotations",
    {
      schema: {
        tags,
        params: documentVersionParams,
        body: newAnnotationBody,
        response: { 201: annotationView },
      },
      config: { access: versionAccess },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const version = await openVersion(org, request.params.documentVersionId);
      const target = {
        documentId: version.documentId,
        documentVersionId: version.documentVersionId,
      };
      return reply.status(201).send(await addAnnotation(db, org, target, request.body));
    },
  );

  app.get(
    "/api/meetings/:meetingId/annotations",
    {
      schema: { tags, params: meetingParams, response: { 200: annotationList } },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const { meetingId } = request.params;
      return {
        annotations: await annotationsOn(db, org, { meetingId }),
        canAnnotate: await meetingTakesNotes(db, org.organisation.id, meetingId),
      };
    },
  );

  app.post(
    "/api/meetings/:meetingId/papers/:paperId/annotations",
    {
      schema: {
        tags,
        params: paperParams,
        body: newAnnotationBody,
        response: { 201: annotationView },
      },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const { meetingId, paperId } = request.params;
      return reply
        .status(201)
        .send(await addAnnotation(db, org, { meetingId, paperId }, request.body));
    },
  );

  app.patch(
    "/api/annotations/:annotationId",
    {
      schema: {
        tags,
        params: annotationParams,
        body: changeAnnotationBody,
        response: { 200: annotationView },
      },
      config: { access: ownAccess },
    },
    async (request) =>
      changeAnnotation(db, requireOrgActor(request), request.params.annotationId, request.body),
  );

  app.delete(
    "/api/annotations/:annotationId",
    {
      schema: { tags, params: annotationParams, response: { 200: messageResult } },
      config: { access: ownAccess },
    },
    async (request) => {
      await removeAnnotation(db, requireOrgActor(request), request.params.annotationId);
      return { message: "The note has been removed." };
    },
  );

  app.get(
    "/api/organisations/:orgId/annotations",
    {
      schema: { tags, params: orgParams, response: { 200: myAnnotationsSchema } },
      config: { access: organisationRoute("annotations", can, "own") },
    },
    async (request) => ({ annotations: await myAnnotations(db, requireOrgActor(request)) }),
  );

  app.get(
    "/api/organisations/:orgId/annotations/export",
    {
      schema: { tags, params: orgParams },
      config: { access: organisationRoute("annotations", can, "own") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const zone = await organisationTimeZone(db, org.organisation.id);
      const csv = annotationsCsv(await myAnnotations(db, org), zone);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="my-notes.csv"')
        .send(csv);
    },
  );
}
