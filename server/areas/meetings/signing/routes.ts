import { messageResult } from "../../../../common/contracts/auth.js";
import { meetingParams } from "../../../../common/contracts/meetings.js";
import {
  signatureRequestBody,
  signedCount,
  signingView,
} from "../../../../common/contracts/publishing.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import { buildMinutesPdf } from "../../../pdf/minutes-pdf.js";
import type { Services } from "../../../services.js";
import { confirmedMinutesPdf } from "../confirmation/queries.js";
import { meetingRoute } from "../meeting-access.js";
import { minutesInput } from "../minutes/minutes-document.js";
import { signingStatus } from "./queries.js";
import { requestSignatures } from "./request-signatures.js";
import { signMinutes } from "./sign-minutes.js";

const tags = ["confirmation and signing"];

/** Signing confirmed minutes, and the minutes PDF (the frozen file once confirmed). */
export function registerSigningRoutes(app: App, services: Services): void {
  const db = services.database.db;

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
        body: signatureRequestBody,
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
      schema: { tags, params: meetingParams, response: { 201: signedCount } },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request, reply) => {
      const { signed, total } = await signMinutes(
        db,
        services.storage,
        services.seal,
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
      // Confirmed minutes are the frozen file (sealed once everyone has signed); earlier, drawn now.
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
