import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documents, signatureNotices, signatureRequests } from "../../db/schema/index.js";
import type { LinkSigner } from "../../http/link-signer.js";
import type { JobWorker } from "../../jobs/worker.js";
import { addSignatureEvent } from "./signature-events.js";
import { mailProgress, mailSigners } from "./signature-mail.js";
import { loadSignatureRequest } from "./signature-record.js";
import { isTurnOf } from "./signing-state.js";

export const signatureScheduleJob = { name: "signatures.schedule", everyMs: 5 * 60_000 };

/** The due-date reminder goes this long before the due time. */
const reminderAheadMs = 24 * 3_600_000;

/**
 * The schedule's sweep at `now`: open requests due within a day remind those who still have to
 * sign (once per due time: the notice's key is claimed first), and those past due expire, the
 * requester told. Each step locks its request and looks again, so two workers do each once.
 */
export async function runSignatureSchedule(
  db: Db,
  ctx: { baseUrl: string; links: LinkSigner },
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
    .where(
      and(
        eq(signatureRequests.status, "pending"),
        isNull(documents.deletedAt),
        isNotNull(signatureRequests.dueAt),
        lte(signatureRequests.dueAt, new Date(now.getTime() + reminderAheadMs)),
      ),
    );
  let steps = 0;
  for (const { id } of due) {
    steps += await db.transaction(async (tx) => {
      const record = await loadSignatureRequest(tx, id, { lock: true });
      const { request } = record;
      if (request.status !== "pending" || !request.dueAt) return 0;
      if (request.dueAt <= now) {
        await tx
          .update(signatureRequests)
          .set({ status: "expired", closedAt: now })
          .where(eq(signatureRequests.id, id));
        await addSignatureEvent(tx, id, "Passed its due date before everyone signed", now);
        await writeAudit(tx, {
          organisationId: request.organisationId,
          actorPersonId: null,
          action: "signatureRequest.expire",
          subjectType: "signatureRequest",
          subjectId: id,
          after: { dueAt: request.dueAt.toISOString() },
        });
        await mailProgress(tx, record, ctx, { kind: "expired" });
        return 1;
      }
      const [claimed] = await tx
        .insert(signatureNotices)
        .values({
          requestId: id,
          kind: "dueReminder",
          forKey: request.dueAt.toISOString(),
          at: now,
        })
        .onConflictDoNothing()
        .returning({ kind: signatureNotices.kind });
      if (!claimed) return 0;
      const toRemind = record.signers.filter(
        (s) => !s.signedAt && !s.declinedAt && isTurnOf(request, record.signers, s),
      );
      await mailSigners(tx, record, toRemind, ctx, "reminder");
      await addSignatureEvent(tx, id, "Reminder before the due date sent", now);
      return 1;
    });
  }
  return steps;
}

export function registerSignatureJobs(
  jobs: JobWorker,
  db: Db,
  baseUrl: () => string,
  links: LinkSigner,
): void {
  jobs.registerRecurring(signatureScheduleJob, async () => {
    await runSignatureSchedule(db, { baseUrl: baseUrl(), links });
  });
}
