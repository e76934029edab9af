import { messageResult } from "../../../common/contracts/auth.js";
import {
  createdRecord,
  createMeetingBody,
  meetingDetail as meetingDetailSchema,
  meetingList,
  meetingListQuery,
  meetingParams,
  transitionBody,
  updateMeetingBody,
} from "../../../common/contracts/meetings.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { liveCache } from "../../http/cached-answers.js";
import { requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { changeMeetingState } from "./change-meeting-state.js";
import { createMeeting } from "./create-meeting.js";
import { meetingRoute, meetingsOfOrganisation } from "./meeting-access.js";
import { listMeetings, meetingDetail } from "./queries.js";
import { updateMeeting } from "./update-meeting.js";

const tags = ["meetings"];

/** The meeting itself: an organisation's list, creating one, its details, edits and states. */
export function registerMeetingRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/organisations/:orgId/meetings",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: meetingListQuery,
        response: { 200: meetingList },
      },
      config: { access: meetingsOfOrganisation("list") },
    },
    async (request) => ({
      meetings: await listMeetings(db, requireOrgActor(request).organisation.id, request.query),
    }),
  );

  app.post(
    "/api/organisations/:orgId/meetings",
    {
      schema: {
        tags,
        params: orgParams,
        body: createMeetingBody,
        response: { 201: createdRecord },
      },
      config: { access: meetingsOfOrganisation("create") },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ Id: (await createMeeting(db, requireOrgActor(request), request.body)).id }),
  );

  app.get(
    "/api/meetings/:meetingId",
    {
      schema: { tags, params: meetingParams, response: { 200: meetingDetailSchema } },
      config: { access: meetingRoute("read"), cachedAnswer: liveCache },
    },
    async (request) => meetingDetail(db, requireOrgActor(request), request.params.meetingId),
  );

  app.patch(
    "/api/meetings/:meetingId",
    {
      schema: {
        tags,
        params: meetingParams,
        body: updateMeetingBody,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await updateMeeting(db, requireOrgActor(request), request.params.meetingId, request.body);
      return { message: "The meeting has been saved." };
    },
  );

  app.post(
    "/api/meetings/:meetingId/transitions",
    {
      schema: {
        tags,
        params: meetingParams,
        body: transitionBody,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await changeMeetingState(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body.action,
      );
      return { message: "The meeting has moved on." };
    },
  );
}
