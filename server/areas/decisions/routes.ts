import { aliasedTable, and, desc, eq, gte, ilike, lte, or } from "drizzle-orm";
import { z } from "zod";
import { decisionList } from "../../../common/contracts/decisions.js";
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
        response: { 200: decisionList },
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
