import { aliasedTable, and, desc, eq, gte, ilike, lte, or } from "drizzle-orm";
import { z } from "zod";
import { orgParams } from "../../../common/contracts/organisations.js";
import { decisions, meetings, people } from "../../db/schema/index.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { can } from "./policy.js";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.");
const query = z.strictObject({
  q: z.string().trim().max(200).optional(),
  from: date.optional(),
  to: date.optional(),
  outcome: z.enum(["Approved", "NotApproved", "Noted", "Deferred"]).optional(),
});

const decisionView = z.object({
  Id: z.string(),
  Title: z.string(),
  DecidedOn: z.string(),
  Outcome: z.string(),
  Text: z.string(),
  Source: z.string(),
  Mover: z.string().nullable(),
  Seconder: z.string().nullable(),
  Tally: z
    .object({ support: z.number(), oppose: z.number(), abstain: z.number(), notVoted: z.number() })
    .nullable(),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
});

/**
 * The decision register's list. Issue 4 brings full-text search with highlights,
 * sorting and exports; this first version filters by words, dates and outcome.
 */
export function registerDecisionRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const mover = aliasedTable(people, "mover");
  const seconder = aliasedTable(people, "seconder");

  app.get(
    "/api/organisations/:orgId/decisions",
    {
      schema: {
        tags: ["decisions"],
        params: orgParams,
        querystring: query,
        response: { 200: z.object({ decisions: z.array(decisionView) }) },
      },
      config: { access: organisationRoute("decisions", can, "list") },
    },
    async (request) => {
      const q = request.query;
      const conditions = [eq(decisions.organisationId, requireOrgActor(request).organisation.id)];
      if (q.q) {
        const words = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        const match = or(ilike(decisions.title, words), ilike(decisions.text, words));
        if (match) conditions.push(match);
      }
      if (q.from) conditions.push(gte(decisions.decidedOn, q.from));
      if (q.to) conditions.push(lte(decisions.decidedOn, q.to));
      if (q.outcome) conditions.push(eq(decisions.outcome, q.outcome));
      const rows = await db
        .select({
          d: decisions,
          meetingTitle: meetings.title,
          mf: mover.firstName,
          ml: mover.lastName,
          sf: seconder.firstName,
          sl: seconder.lastName,
        })
        .from(decisions)
        .leftJoin(meetings, eq(meetings.id, decisions.meetingId))
        .leftJoin(mover, eq(mover.id, decisions.moverPersonId))
        .leftJoin(seconder, eq(seconder.id, decisions.seconderPersonId))
        .where(and(...conditions))
        .orderBy(desc(decisions.decidedOn), desc(decisions.createdAt))
        .limit(500);
      return {
        decisions: rows.map((r) => ({
          Id: r.d.id,
          Title: r.d.title,
          DecidedOn: r.d.decidedOn,
          Outcome: r.d.outcome,
          Text: r.d.text,
          Source: r.d.source,
          Mover: r.mf ? `${r.mf} ${r.ml}` : null,
          Seconder: r.sf ? `${r.sf} ${r.sl}` : null,
          Tally: r.d.tally ?? null,
          MeetingId: r.d.meetingId,
          MeetingTitle: r.meetingTitle,
          AgendaItemId: r.d.agendaItemId,
        })),
      };
    },
  );
}
