import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { DecisionAmendment } from "../../../common/contracts/decisions.js";
import type { DbOrTx } from "../../db/client.js";
import { auditLog, people } from "../../db/schema/index.js";

/** The audit action an amendment is written as; the log is where amendments live. */
export const amendmentAuditAction = "decision.amend";

const amendmentEntry = z.object({ correction: z.string(), reason: z.string() });

/**
 * The amendments of the given decisions, oldest first, read back from the audit log by
 * subject (the log's subject index serves it). Entries that do not parse are skipped
 * rather than failing the register.
 */
export async function amendmentsOf(
  db: DbOrTx,
  organisationId: string,
  decisionIds: string[],
): Promise<Map<string, DecisionAmendment[]>> {
  const byDecision = new Map<string, DecisionAmendment[]>();
  if (decisionIds.length === 0) return byDecision;
  const rows = await db
    .select({
      decisionId: auditLog.subjectId,
      at: auditLog.at,
      after: auditLog.after,
      first: people.firstName,
      last: people.lastName,
    })
    .from(auditLog)
    .leftJoin(people, eq(people.id, auditLog.actorPersonId))
    .where(
      and(
        eq(auditLog.organisationId, organisationId),
        eq(auditLog.subjectType, "decision"),
        inArray(auditLog.subjectId, decisionIds),
        eq(auditLog.action, amendmentAuditAction),
      ),
    )
    .orderBy(asc(auditLog.seq));
  for (const row of rows) {
    const entry = amendmentEntry.safeParse(row.after);
    if (!entry.success) continue;
    const list = byDecision.get(row.decisionId) ?? [];
    list.push({
      At: row.at.toISOString(),
      By: row.first ? `${row.first} ${row.last ?? ""}`.trim() : null,
      Correction: entry.data.correction,
      Reason: entry.data.reason,
    });
    byDecision.set(row.decisionId, list);
  }
  return byDecision;
}
