import {
  attendancePatch,
  attendanceView,
  attendeeOrderBody,
  attendeeParams,
  guestBody,
  rsvpBody,
} from "../../../../common/contracts/attendance.js";
import { messageResult } from "../../../../common/contracts/auth.js";
import { createdRecord, meetingParams } from "../../../../common/contracts/meetings.js";
import { liveCache } from "../../../http/cached-answers.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";
import { addGuest } from "./add-guest.js";
import { answerInvitation } from "./answer-invitation.js";
import { loadAttendance } from "./queries.js";
import { reorderAttendees } from "./reorder-attendees.js";
import { updateAttendee } from "./update-attendee.js";

const tags = ["minutes"];

/** Who is at a meeting (and live quorum), guests, the list's order, and replies to the notice. */
export function registerAttendanceRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/attendance",
    {
      schema: { tags, params: meetingParams, response: { 200: attendanceView } },
      config: { access: meetingRoute("readAgenda"), cachedAnswer: liveCache },
    },
    async (request) =>
      loadAttendance(db, request.params.meetingId, requireOrgActor(request).organisation.id),
  );

  app.patch(
    "/api/meetings/:meetingId/attendance/:attendeeId",
    {
      schema: {
        tags,
        params: attendeeParams,
        body: attendancePatch,
        response: { 200: attendanceView },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await updateAttendee(
        db,
        org,
        request.params.meetingId,
        request.params.attendeeId,
        request.body,
      );
      return loadAttendance(db, request.params.meetingId, org.organisation.id);
    },
  );

  app.put(
    "/api/meetings/:meetingId/attendance/order",
    {
      schema: {
        tags,
        params: meetingParams,
        body: attendeeOrderBody,
        response: { 200: attendanceView },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await reorderAttendees(db, org, request.params.meetingId, request.body.attendeeIds);
      return loadAttendance(db, request.params.meetingId, org.organisation.id);
    },
  );

  app.put(
    "/api/meetings/:meetingId/rsvp",
    {
      schema: { tags, params: meetingParams, body: rsvpBody, response: { 200: messageResult } },
      config: { access: meetingRoute("read") },
    },
    async (request) => {
      await answerInvitation(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body.rsvp,
      );
      return {
        message:
          request.body.rsvp === "attending"
            ? "Thank you: you are marked as attending."
            : "Thank you: your apology is recorded.",
      };
    },
  );

  app.post(
    "/api/meetings/:meetingId/attendance/guests",
    {
      schema: { tags, params: meetingParams, body: guestBody, response: { 201: createdRecord } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await addGuest(db, requireOrgActor(request), request.params.meetingId, request.body.name)
        ).id,
      }),
  );
}
