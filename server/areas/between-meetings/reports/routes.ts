import { messageResult } from "../../../../common/contracts/auth.js";
import { orgParams } from "../../../../common/contracts/organisations.js";
import {
  createReportBody,
  reportCommentBody,
  reportCreated,
  reportFileParams,
  reportList,
  reportParams,
  reportSent,
  reportView as reportViewSchema,
  sendReportBody,
  updateReportBody,
} from "../../../../common/contracts/reports.js";
import { organisationRoute, requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { attachedFile, reportFileLink } from "../library-files.js";
import { type BetweenMeetingsAction, can } from "../policy.js";
import { sendAttachedFile } from "../send-attached-file.js";
import { commentOnReport } from "./comment-on-report.js";
import { createReport } from "./create-report.js";
import { deleteReport } from "./delete-report.js";
import { recordReportFileRead, recordReportRead } from "./record-report-read.js";
import { listReports, reportView } from "./report-queries.js";
import { readableReport, reportOrganisation } from "./report-record.js";
import { sendReport } from "./send-report.js";
import { updateReport } from "./update-report.js";

const tags = ["between meetings"];

/** Between-meeting reports (issue 17): the list, the page, its files, the author's changes, sending and comments. */
export function registerReportRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const inOrganisation = (action: BetweenMeetingsAction) =>
    organisationRoute("betweenMeetings", can, action);
  const ofReport = (action: BetweenMeetingsAction) =>
    organisationRoute("betweenMeetings", can, action, (d, params) =>
      reportOrganisation(d, params.reportId ?? ""),
    );

  app.get(
    "/api/organisations/:orgId/reports",
    {
      schema: { tags, params: orgParams, response: { 200: reportList } },
      config: { access: inOrganisation("list") },
    },
    async (request) => listReports(db, requireOrgActor(request)),
  );

  app.post(
    "/api/organisations/:orgId/reports",
    {
      schema: { tags, params: orgParams, body: createReportBody, response: { 201: reportCreated } },
      config: { access: inOrganisation("host") },
    },
    async (request, reply) => {
      const created = await createReport(db, requireOrgActor(request), request.body);
      return reply.status(201).send({ ...created, Status: "Draft" });
    },
  );

  app.get(
    "/api/reports/:reportId",
    {
      schema: { tags, params: reportParams, response: { 200: reportViewSchema } },
      config: { access: ofReport("read") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      const report = await readableReport(db, org, request.params.reportId);
      // Opening the page is the read receipt.
      await recordReportRead(db, org, report, services.publicUrl());
      return reportView(db, org, report);
    },
  );

  app.get(
    "/api/reports/:reportId/files/:documentVersionId/content",
    {
      schema: {
        tags,
        params: reportFileParams,
        summary: "One of the report's files, for whoever reads the report",
        description:
          "The report gives its readers its files, whatever their library folders' audiences: the author chose to share them. As the library's file: the viewer (x-quorate-viewer: 1) always, a download under the organisation's download setting.",
      },
      config: { access: ofReport("read") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const report = await readableReport(db, org, request.params.reportId);
      return sendAttachedFile(request, reply, services, org, {
        file: await attachedFile(db, reportFileLink, report.id, request.params.documentVersionId),
        notFound: "That file is not in this report, or it has left the library.",
        onOpened: (file) => recordReportFileRead(db, org, report, file),
      });
    },
  );

  app.patch(
    "/api/reports/:reportId",
    {
      schema: {
        tags,
        params: reportParams,
        body: updateReportBody,
        response: { 200: messageResult },
      },
      config: { access: ofReport("host") },
    },
    async (request) => {
      await updateReport(db, requireOrgActor(request), request.params.reportId, request.body);
      return { message: "The report has been saved." };
    },
  );

  app.delete(
    "/api/reports/:reportId",
    {
      schema: { tags, params: reportParams, response: { 200: messageResult } },
      config: { access: ofReport("host") },
    },
    async (request) => {
      await deleteReport(db, requireOrgActor(request), request.params.reportId);
      return { message: "The draft has been deleted." };
    },
  );

  app.post(
    "/api/reports/:reportId/send",
    {
      schema: { tags, params: reportParams, body: sendReportBody, response: { 200: reportSent } },
      // Sending and resending e-mail the audience.
      config: { access: ofReport("host"), sendsMail: "notice" },
    },
    async (request) =>
      sendReport(db, requireOrgActor(request), request.params.reportId, services.publicUrl()),
  );

  app.post(
    "/api/reports/:reportId/comments",
    {
      schema: {
        tags,
        params: reportParams,
        body: reportCommentBody,
        response: { 201: messageResult },
      },
      config: { access: ofReport("read") },
    },
    async (request, reply) => {
      await commentOnReport(
        db,
        requireOrgActor(request),
        request.params.reportId,
        request.body.body,
      );
      return reply.status(201).send({ message: "Your comment has been added." });
    },
  );
}
