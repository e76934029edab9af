import { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import { agendaItemParams, meetingParams } from "../../../common/contracts/meetings.js";
import {
  circulateMinutesBody,
  circulateMinutesResult,
  minutesCommentBody,
  minutesCommentList,
  unconfirmedMinutesView,
} from "../../../common/contracts/minutes.js";
import { signingView } from "../../../common/contracts/publishing.js";
import { freeText } from "../../../common/text.js";
import { requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import { buildMinutesPdf } from "../../pdf/minutes-pdf.js";
import type { Services } from "../../services.js";
import {
  confirmMinutes,
  reverseConfirmation,
  unconfirmedEarlierMinutes,
} from "./confirm-minutes.js";
import { deferConfirmation } from "./defer-confirmation.js";
import { meetingRoute } from "./meeting-access.js";
import { minutesInput } from "./minutes-document.js";
import { addMinutesComment, circulateMinutes, listMinutesComments } from "./minutes-review.js";
import {
  confirmedMinutesPdf,
  requestSignatures,
  signingStatus,
  signMinutes,
} from "./minutes-signing.js";

const tags = ["confirmation and signing"];

const confirmBody = z.strictObject({
  meetingId: z.uuid(),
  mode: z.enum(["asPresented", "withChanges"]),
  changes: freeText().max(20_000).optional(),
});

export function registerConfirmationRoutes(app: App, services: Services): void {
  const db = services.database.db;

  app.get(
    "/api/meetings/:meetingId/unconfirmed-minutes",
    {
      schema: {
        tags,
        params: meetingParams,
        response: {
          200: unconfirmedMinutesView,
        },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({
      meetings: await unconfirmedEarlierMinutes(db, request.params.meetingId),
    }),
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/confirm-minutes",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: confirmBody,
        response: { 201: z.object({ ConfirmationId: z.string() }) },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request, reply) => {
      const { confirmationId } = await confirmMinutes(
        db,
        services.storage,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      );
      return reply.status(201).send({ ConfirmationId: confirmationId });
    },
  );

  app.post(
    "/api/meetings/:meetingId/agenda/items/:itemId/defer-confirmation",
    {
      schema: {
        tags,
        params: agendaItemParams,
        body: z.strictObject({
          meetingId: z.uuid(),
          reason: freeText().max(2000).optional(),
        }),
        response: { 200: messageResult },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => {
      await deferConfirmation(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.params.itemId,
        request.body,
      );
      return {
        message:
          "Confirmation has been deferred; those minutes stay in review for a later meeting.",
      };
    },
  );

  app.post(
    "/api/meetings/:meetingId/confirmation/reverse",
    {
      schema: { tags, params: meetingParams, response: { 200: messageResult } },
      config: { access: meetingRoute("reverseConfirmation") },
    },
    async (request) => {
      await reverseConfirmation(db, requireOrgActor(request), request.params.meetingId);
      return {
        message:
          "The confirmation has been reversed; the minutes are back in review. Its signatures stay in the audit log.",
      };
    },
  );

  app.get(
    "/api/meetings/:meetingId/minutes-comments",
    {
      schema: {
        tags,
        params: meetingParams,
        response: { 200: minutesCommentList },
      },
      config: { access: meetingRoute("readAgenda") },
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
        response: { 201: z.object({ Id: z.string() }) },
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

  app.get(
    "/api/meetings/:meetingId/signatures",
    {
      schema: { tags, params: meetingParams, response: { 200: signingView } },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request) =>
      signingStatus(db, request.params.meetingId, requireOrgActor(request).actor.personId),
  );

  app.post(
    "/api/meetings/:meetingId/signatures/requests",
    {
      schema: {
        tags,
        params: meetingParams,
        body: z.strictObject({ personIds: z.array(z.uuid()).min(1).max(50) }),
        response: { 201: messageResult },
      },
      config: { access: meetingRoute("edit"), sendsMail: "notice" },
    },
    async (request, reply) => {
      await requestSignatures(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        request.body.personIds,
        services.publicUrl(),
      );
      return reply.status(201).send({ message: "They have been asked to sign." });
    },
  );

  app.post(
    "/api/meetings/:meetingId/signatures/sign",
    {
      schema: {
        tags,
        params: meetingParams,
        response: { 201: z.object({ Signed: z.number().int(), Total: z.number().int() }) },
      },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request, reply) => {
      const { signed, total } = await signMinutes(
        db,
        services.storage,
        requireOrgActor(request),
        request.params.meetingId,
      );
      return reply.status(201).send({ Signed: signed, Total: total });
    },
  );

  app.get(
    "/api/meetings/:meetingId/minutes.pdf",
    { schema: { tags, params: meetingParams }, config: { access: meetingRoute("readAgenda") } },
    async (request, reply) => {
      // Confirmed minutes are the frozen, signed file; anything earlier is drawn now.
      const frozen = await confirmedMinutesPdf(db, services.storage, request.params.meetingId);
      const pdf =
        frozen ??
        Buffer.from((await buildMinutesPdf(await minutesInput(db, request.params.meetingId))).pdf);
      // Browsers' built-in PDF viewers are blocked by the app's page CSP; a PDF response needs none.
      reply.removeHeader("content-security-policy");
      return reply
        .type("application/pdf")
        .header("content-disposition", 'inline; filename="minutes.pdf"')
        .send(pdf);
    },
  );
}
