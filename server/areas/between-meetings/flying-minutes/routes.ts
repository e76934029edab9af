import { messageResult } from "../../../../common/contracts/auth.js";
import {
  createFlyingMinuteBody,
  flyingMinuteCommentBody,
  flyingMinuteCreated,
  flyingMinuteFileParams,
  flyingMinuteList,
  flyingMinuteParams,
  flyingMinuteStatusBody,
  flyingMinuteTally as flyingMinuteTallySchema,
  flyingMinuteView as flyingMinuteViewSchema,
  updateFlyingMinuteBody,
} from "../../../../common/contracts/flying-minutes.js";
import { orgParams } from "../../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import { streamChanges } from "../../../live/stream-changes.js";
import { StreamsPerPerson } from "../../../live/streams-per-person.js";
import type { Services } from "../../../services.js";
import { recordRead } from "../../reads/record-read.js";
import { attachedFile, flyingMinuteFileLink } from "../library-files.js";
import { type BetweenMeetingsAction, can } from "../policy.js";
import { sendAttachedFile } from "../send-attached-file.js";
import { changeFlyingMinuteStatus } from "./change-flying-minute-status.js";
import { commentOnFlyingMinute } from "./comment-on-flying-minute.js";
import { createFlyingMinute } from "./create-flying-minute.js";
import { deleteFlyingMinute } from "./delete-flying-minute.js";
import { flyingMinuteView, listFlyingMinutes } from "./flying-minute-queries.js";
import { flyingMinuteOrganisation, readableFlyingMinute } from "./flying-minute-record.js";
import { flyingMinuteTally } from "./flying-minute-tally.js";
import { updateFlyingMinute } from "./update-flying-minute.js";

const tags = ["between meetings"];

/** Flying minutes (issue 17): the list, the page, its papers, its tally, the host's changes, comments and the live channel. */
export function registerFlyingMinuteRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const inOrganisation = (action: BetweenMeetingsAction) =>
    organisationRoute("betweenMeetings", can, action);
  const ofFlyingMinute = (action: BetweenMeetingsAction) =>
    organisationRoute("betweenMeetings", can, action, (d, params) =>
      flyingMinuteOrganisation(d, params.flyingMinuteId ?? ""),
    );
  const held = new StreamsPerPerson(20);

  app.get(
    "/api/organisations/:orgId/flying-minutes",
    {
      schema: { tags, params: orgParams, response: { 200: flyingMinuteList } },
      config: { access: inOrganisation("list") },
    },
    async (request) => listFlyingMinutes(db, requireOrgActor(request)),
  );

  app.post(
    "/api/organisations/:orgId/flying-minutes",
    {
      schema: {
        tags,
        params: orgParams,
        body: createFlyingMinuteBody,
        response: { 201: flyingMinuteCreated },
      },
      config: { access: inOrganisation("host") },
    },
    async (request, reply) => {
      const created = await createFlyingMinute(db, requireOrgActor(request), request.body);
      return reply.status(201).send({ ...created, Status: "Draft" });
    },
  );

  app.get(
    "/api/flying-minutes/:flyingMinuteId",
    {
      schema: { tags, params: flyingMinuteParams, response: { 200: flyingMinuteViewSchema } },
      config: { access: ofFlyingMinute("read") },
    },
    async (request) =>
      flyingMinuteView(db, requireOrgActor(request), request.params.flyingMinuteId),
  );

  app.get(
    "/api/flying-minutes/:flyingMinuteId/files/:documentVersionId/content",
    {
      schema: {
        tags,
        params: flyingMinuteFileParams,
        summary: "One of the motion's papers, for whoever sees the flying minute",
        description:
          "The flying minute gives everyone who sees it its papers, whatever their library folders' audiences: the host chose to share them with the voters. As the library's file: the viewer (x-quorate-viewer: 1) always, a download under the organisation's download setting. Each open is recorded as a read of the library document.",
      },
      config: { access: ofFlyingMinute("read") },
    },
    async (request, reply) => {
      const org = requireOrgActor(request);
      const fm = await readableFlyingMinute(db, org, request.params.flyingMinuteId);
      return sendAttachedFile(request, reply, services, org, {
        file: await attachedFile(db, flyingMinuteFileLink, fm.id, request.params.documentVersionId),
        notFound: "That file is not in this flying minute, or it has left the library.",
        onOpened: (file) => recordRead(db, org, { kind: "document", id: file.documentId }),
      });
    },
  );

  // What an open page reads again when the live channel says a ballot came in: the page view
  // lists every voter and ballot, too much to send to every viewer after every ballot.
  app.get(
    "/api/flying-minutes/:flyingMinuteId/tally",
    {
      schema: { tags, params: flyingMinuteParams, response: { 200: flyingMinuteTallySchema } },
      config: { access: ofFlyingMinute("read") },
    },
    async (request) =>
      flyingMinuteTally(db, requireOrgActor(request), request.params.flyingMinuteId),
  );

  app.patch(
    "/api/flying-minutes/:flyingMinuteId",
    {
      schema: {
        tags,
        params: flyingMinuteParams,
        body: updateFlyingMinuteBody,
        response: { 200: messageResult },
      },
      config: { access: ofFlyingMinute("host") },
    },
    async (request) => {
      await updateFlyingMinute(
        db,
        requireOrgActor(request),
        request.params.flyingMinuteId,
        request.body,
        services.publicUrl(),
      );
      return { message: "The flying minute has been saved." };
    },
  );

  app.delete(
    "/api/flying-minutes/:flyingMinuteId",
    {
      schema: { tags, params: flyingMinuteParams, response: { 200: messageResult } },
      config: { access: ofFlyingMinute("host") },
    },
    async (request) => {
      await deleteFlyingMinute(db, requireOrgActor(request), request.params.flyingMinuteId);
      return { message: "The draft has been deleted." };
    },
  );

  app.post(
    "/api/flying-minutes/:flyingMinuteId/status",
    {
      schema: {
        tags,
        params: flyingMinuteParams,
        body: flyingMinuteStatusBody,
        response: { 200: flyingMinuteCreated.pick({ Status: true }) },
      },
      // Starting and closing e-mail the voters.
      config: { access: ofFlyingMinute("host"), sendsMail: "notice" },
    },
    async (request) => {
      const { status } = await changeFlyingMinuteStatus(
        db,
        requireOrgActor(request),
        request.params.flyingMinuteId,
        request.body,
        services.publicUrl(),
      );
      return { Status: status };
    },
  );

  app.post(
    "/api/flying-minutes/:flyingMinuteId/comments",
    {
      schema: {
        tags,
        params: flyingMinuteParams,
        body: flyingMinuteCommentBody,
        response: { 201: messageResult },
      },
      config: { access: ofFlyingMinute("read") },
    },
    async (request, reply) => {
      await commentOnFlyingMinute(
        db,
        requireOrgActor(request),
        request.params.flyingMinuteId,
        request.body.body,
      );
      return reply.status(201).send({ message: "Your comment has been added." });
    },
  );

  app.get(
    "/api/flying-minutes/:flyingMinuteId/live",
    {
      schema: {
        tags,
        params: flyingMinuteParams,
        summary: "The flying minute page's push channel (text/event-stream)",
        description:
          'Server-Sent Events as the meeting page\'s: "ready", then "change" with {"parts": [...], "votes": [...]} ("meeting", "comments", "votes", "ballots"), and "end" when access ends.',
      },
      config: { access: ofFlyingMinute("read") },
    },
    async (request, reply) =>
      streamChanges(services, request, reply, {
        key: request.params.flyingMinuteId,
        held,
        endReason: "Your access to this flying minute has ended.",
      }),
  );
}
