import { meetingParams } from "../../../../common/contracts/meetings.js";
import {
  cancelMeetingBody,
  cancelMeetingResult,
  meetingPeople as meetingPeopleView,
  noticeBody,
  noticeHistory as noticeHistoryView,
  noticeResult,
} from "../../../../common/contracts/publishing.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import { parseMailbox } from "../../../mail/mailbox.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { cancelMeeting } from "./cancel-meeting.js";
import { meetingPeople, noticeHistory } from "./queries.js";
import { sendMeetingNotice } from "./send-meeting-notice.js";

const tags = ["board pack and notices"];

/** Notices and board-pack e-mails with calendar invites, their history, and cancelling. */
export function registerNoticeRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const from = parseMailbox(services.config.mailFrom);

  app.post(
    "/api/meetings/:meetingId/notices",
    {
      schema: { tags, params: meetingParams, body: noticeBody, response: { 201: noticeResult } },
      config: { access: meetingRoute("edit"), sendsMail: "notice" },
    },
    async (request, reply) => {
      const result = await sendMeetingNotice(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body,
        services.publicUrl(),
        from,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/api/meetings/:meetingId/notices",
    {
      schema: { tags, params: meetingParams, response: { 200: noticeHistoryView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({ history: await noticeHistory(db, request.params.meetingId) }),
  );

  app.get(
    "/api/meetings/:meetingId/people",
    {
      schema: { tags, params: meetingParams, response: { 200: meetingPeopleView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({
      people: await meetingPeople(db, requireOrgActor(request).organisation.id),
    }),
  );

  app.post(
    "/api/meetings/:meetingId/cancel",
    {
      schema: {
        tags,
        params: meetingParams,
        body: cancelMeetingBody,
        response: { 200: cancelMeetingResult },
      },
      config: { access: meetingRoute("edit"), sendsMail: "notice" },
    },
    async (request) =>
      cancelMeeting(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body.notify,
        services.publicUrl(),
        from,
      ),
  );
}
