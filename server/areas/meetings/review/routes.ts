import { createdRecord, meetingParams } from "../../../../common/contracts/meetings.js";
import {
  circulateMinutesBody,
  circulateMinutesResult,
  minutesCommentBody,
  minutesCommentList,
} from "../../../../common/contracts/minutes.js";
import { liveCache } from "../../../http/cached-answers.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { addMinutesComment } from "./add-minutes-comment.js";
import { circulateMinutes } from "./circulate-minutes.js";
import { listMinutesComments } from "./queries.js";

const tags = ["confirmation and signing"];

/** Draft minutes circulated to members for comment, and their comments. */
export function registerReviewRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/minutes-comments",
    {
      schema: { tags, params: meetingParams, response: { 200: minutesCommentList } },
      config: { access: meetingRoute("readAgenda"), cachedAnswer: liveCache },
    },
    async (request) => ({ comments: await listMinutesComments(db, request.params.meetingId) }),
  );

  app.post(
    "/api/meetings/:meetingId/minutes-comments",
    {
      schema: {
        tags,
        params: meetingParams,
        body: minutesCommentBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await addMinutesComment(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.body,
          )
        ).id,
      }),
  );

  app.post(
    "/api/meetings/:meetingId/minutes/circulate",
    {
      schema: {
        tags,
        params: meetingParams,
        body: circulateMinutesBody,
        response: { 200: circulateMinutesResult },
      },
      config: { access: meetingRoute("edit"), sendsMail: "notice" },
    },
    async (request) =>
      circulateMinutes(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        services.publicUrl(),
        request.body.comment,
      ),
  );
}
