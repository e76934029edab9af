import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { meetingParams } from "../../../common/contracts/meetings.js";
import {
  agendaReaders as agendaReadersView,
  meetingPeople,
  noticeHistory as noticeHistoryView,
  noticeResult,
  packStatus,
} from "../../../common/contracts/publishing.js";
import { freeText } from "../../../common/text.js";
import { boardPacks, memberships, people } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import { parseMailbox } from "../../mail/mailbox.js";
import type { Services } from "../../services.js";
import { agendaReaders } from "./agenda-readers.js";
import { meetingRoute } from "./meeting-access.js";
import { cancelMeeting, noticeHistory, sendMeetingNotice } from "./meeting-notices.js";

const tags = ["board pack and notices"];
export const packUnavailableMessage =
  "Sorry, the Board Pack for this meeting is not available. Please contact your meeting administrator for more details";

const noticeBody = z.strictObject({
  kind: z.enum(["notice", "pack"]),
  personIds: z.array(z.uuid()).min(1, "Choose at least one recipient.").max(500),
  greeting: z.enum(["firstName", "fullName", "formal"]).default("firstName"),
  comment: freeText().max(5000).optional(),
});

export function registerPackRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const from = parseMailbox(services.config.mailFrom);

  app.get(
    "/api/meetings/:meetingId/pack/status",
    {
      schema: { tags, params: meetingParams, response: { 200: packStatus } },
      config: { access: meetingRoute("readAgenda") },
    },
    async (request) => {
      const [p] = await db
        .select()
        .from(boardPacks)
        .where(eq(boardPacks.meetingId, request.params.meetingId))
        .limit(1);
      if (!p)
        return {
          status: "none" as const,
          step: null,
          done: 0,
          total: 0,
          available: false,
          readyAt: null,
          pageCount: null,
          skipped: [],
          error: null,
        };
      return {
        status: p.status,
        step: p.step,
        done: p.done,
        total: p.total,
        available: p.readyKey !== null,
        readyAt: p.readyAt?.toISOString() ?? null,
        pageCount: p.pageCount,
        skipped: p.skipped,
        error: p.error,
      };
    },
  );

  app.get(
    "/api/meetings/:meetingId/pack",
    { schema: { tags, params: meetingParams }, config: { access: meetingRoute("readAgenda") } },
    async (request, reply) => {
      const [p] = await db
        .select()
        .from(boardPacks)
        .where(eq(boardPacks.meetingId, request.params.meetingId))
        .limit(1);
      const bytes = p?.readyKey ? await services.storage.get(p.readyKey) : undefined;
      if (!bytes) throw new AppError("notFound", packUnavailableMessage);
      // Browsers' built-in PDF viewers are blocked by the app's page CSP; a PDF response needs none.
      reply.removeHeader("content-security-policy");
      return reply
        .type("application/pdf")
        .header("content-disposition", 'inline; filename="board-pack.pdf"')
        .send(bytes);
    },
  );

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
      schema: {
        tags,
        params: meetingParams,
        response: { 200: noticeHistoryView },
      },
      config: { access: meetingRoute("edit") },
    },
    async (request) => ({ history: await noticeHistory(db, request.params.meetingId) }),
  );

  app.get(
    "/api/meetings/:meetingId/agenda/readers",
    {
      schema: { tags, params: meetingParams, response: { 200: agendaReadersView } },
      config: { access: meetingRoute("edit") },
    },
    async (request) => agendaReaders(db, requireOrgActor(request).organisation),
  );

  app.get(
    "/api/meetings/:meetingId/people",
    {
      schema: {
        tags,
        params: meetingParams,
        response: { 200: meetingPeople },
      },
      config: { access: meetingRoute("edit") },
    },
    // Whoever runs a meeting needs its possible recipients and signers, even without the People area.
    async (request) => {
      const rows = await db
        .select({
          id: people.id,
          first: people.firstName,
          last: people.lastName,
          email: people.email,
          login: memberships.loginEnabled,
          board: memberships.isBoardMember,
        })
        .from(memberships)
        .innerJoin(people, eq(people.id, memberships.personId))
        .where(
          and(
            eq(memberships.organisationId, requireOrgActor(request).organisation.id),
            eq(memberships.accessAllowed, true),
          ),
        )
        .orderBy(asc(people.lastName), asc(people.firstName));
      return {
        people: rows.map((r) => ({
          PersonId: r.id,
          FullName: `${r.first} ${r.last}`,
          HasEmail: Boolean(r.email),
          LoginEnabled: r.login,
          IsBoardMember: r.board,
        })),
      };
    },
  );

  app.post(
    "/api/meetings/:meetingId/cancel",
    {
      schema: {
        tags,
        params: meetingParams,
        body: z.strictObject({ notify: z.boolean().default(true) }),
        response: { 200: z.object({ notified: z.number().int() }) },
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
