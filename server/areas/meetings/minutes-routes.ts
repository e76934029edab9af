import { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import { agendaItemParams, meetingParams } from "../../../common/contracts/meetings.js";
import {
  actionBody,
  attendancePatch,
  attendanceView,
  attendeeOrderBody,
  attendeeParams,
  ballotBody,
  closeVoteBody,
  conflictBody,
  conflictSuggestionsView,
  decisionBody,
  decisionParams,
  decisionPatch,
  guestBody,
  itemConflictParams,
  meetingActionParams,
  minutesBody,
  openVoteBody,
  voteParams,
  voteView as voteViewSchema,
} from "../../../common/contracts/minutes.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { addGuest, loadAttendance, reorderAttendees, updateAttendee } from "./attendance.js";
import { meetingConflictSuggestions } from "./conflict-suggestions.js";
import { meetingRoute } from "./meeting-access.js";
import {
  declareConflict,
  recordAction,
  recordDecision,
  saveItemMinutes,
} from "./minutes-commands.js";
import { can } from "./policy.js";
import {
  deleteDecision,
  deleteMeetingAction,
  updateDecision,
  withdrawConflict,
} from "./record-corrections.js";
import { answerInvitation } from "./rsvp.js";
import { castBallot, closeVote, meetingOfVote, openVote, voteView } from "./vote-commands.js";

const tags = ["minutes"];
const created = z.object({ Id: z.string() });
const voteRoute = (action: "readAgenda" | "edit") =>
  organisationRoute("meetings", can, action, (db, params) =>
    meetingOfVote(db, params.voteId ?? ""),
  );

export function registerMinutesRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/attendance",
    {
      schema: { tags, params: meetingParams, response: { 200: attendanceView } },
      config: { access: meetingRoute("readAgenda") },
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
      schema: {
        tags,
        params: meetingParams,
        body: z.strictObject({ rsvp: z.enum(["attending", "apology"]) }),
        response: { 200: messageResult },
      },
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
      schema: { tags, params: meetingParams, body: guestBody, response: { 201: created } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await addGuest(db, requireOrgActor(request), request.params.meetingId, request.body.name)
        ).id,
      }),
  );

  app.put(
    "/api/meetings/:meetingId/agenda/items/:itemId/minutes",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: minutesBody,
        response: { 200: z.object({ version: z.number().int() }) },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) =>
      saveItemMinutes(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      ),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/decisions",
    {
      schema: { tags, params: agendaItemParams, body: decisionBody, response: { 201: created } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await recordDecision(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/actions",
    {
      schema: { tags, params: agendaItemParams, body: actionBody, response: { 201: created } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await recordAction(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.patch(
    "/api/meetings/:meetingId/decisions/:decisionId",
    {
      schema: {
        tags,
        params: decisionParams,
        body: decisionPatch,
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, decisionId } = request.params;
      await updateDecision(db, requireOrgActor(request), meetingId, decisionId, request.body);
      return { message: "The decision has been corrected." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/decisions/:decisionId",
    {
      schema: { tags, params: decisionParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, decisionId } = request.params;
      await deleteDecision(db, requireOrgActor(request), meetingId, decisionId);
      return { message: "The decision has been removed from the minutes and the register." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/actions/:actionId",
    {
      schema: { tags, params: meetingActionParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, actionId } = request.params;
      await deleteMeetingAction(db, requireOrgActor(request), meetingId, actionId);
      return { message: "The action has been removed." };
    },
  );

  app.delete(
    "/api/meetings/:meetingId/agenda/items/:itemId/conflicts/:personId",
    {
      schema: { tags, params: itemConflictParams, response: { 200: messageResult } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      const { meetingId, itemId, personId } = request.params;
      await withdrawConflict(db, requireOrgActor(request), meetingId, itemId, personId);
      return { message: "The conflict has been withdrawn." };
    },
  );

  app.get(
    "/api/meetings/:meetingId/conflict-suggestions",
    {
      schema: { tags, params: meetingParams, response: { 200: conflictSuggestionsView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({ items: await meetingConflictSuggestions(db, request.params.meetingId) }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/conflicts",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: conflictBody,
        response: { 201: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      await declareConflict(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body.personId,
        request.body.note,
      );
      return reply.status(201).send({
        message: "The conflict has been recorded; that person sits out this item's vote.",
      });
    },
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/vote",
    {
      schema: { tags, params: agendaItemParams, body: openVoteBody, response: { 201: created } },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) =>
      reply.status(201).send({
        Id: (
          await openVote(
            db,
            requireOrgActor(request),
            request.params.meetingId,
            request.params.itemId,
            request.body,
          )
        ).id,
      }),
  );

  app.get(
    "/api/votes/:voteId",
    {
      schema: { tags, params: voteParams, response: { 200: voteViewSchema } },
      config: { access: voteRoute("readAgenda") },
    },
    async (request) => voteView(db, request.params.voteId, requireOrgActor(request).actor.personId),
  );

  app.post(
    "/api/votes/:voteId/ballots",
    {
      schema: { tags, params: voteParams, body: ballotBody, response: { 201: messageResult } },
      config: { access: voteRoute("readAgenda") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      await castBallot(db, org, request.params.voteId, {
        ...request.body,
        mayRecordForOthers: can(org, "edit"),
      });
      return reply.status(201).send({ message: "Your vote has been recorded." });
    },
  );

  app.post(
    "/api/votes/:voteId/close",
    {
      schema: {
        tags,
        params: voteParams,
        body: closeVoteBody,
        response: { 200: z.object({ DecisionId: z.string() }) },
      },
      config: { access: voteRoute("edit") },
    },
    async (request) => ({
      DecisionId: (
        await closeVote(db, requireOrgActor(request), request.params.voteId, request.body)
      ).decisionId,
    }),
  );
}
