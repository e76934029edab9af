import { and, eq, gte, isNotNull, isNull, lte, notInArray } from "drizzle-orm";
import { z } from "zod";
import { isCompleted } from "../../../common/actions.js";
import { limits } from "../../../common/limits.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { actionItems, organisations } from "../../db/schema/index.js";
import { enqueueJob } from "../../jobs/queue.js";
import type { JobWorker } from "../../jobs/worker.js";
import { queueMail } from "../../mail/send-mail.js";
import { selectActionFacts } from "./action-facts.js";
import { actionReminderMail } from "./action-mail.js";
import { ownersByAction } from "./action-recipients.js";
import { addDays, reminderDue } from "./reminder-schedule.js";

/** Looks for due reminders; each one found becomes one `action.reminder` job. */
export const actionRemindersJob = { name: "action.reminders", everyMs: 10 * 60_000 };
export const actionReminderJob = "action.reminder";

const reminderPayload = z.object({
  actionId: z.uuid(),
  kind: z.enum(["first", "dueDay"]),
  dueDate: z.string(),
});
type ReminderPayload = z.infer<typeof reminderPayload>;

/**
 * Plans the automatic reminders that are due at `now`. The job's unique key names
 * the action, the kind and the due date, so however often (and in however many
 * processes) this runs, each reminder is planned once; a new due date is a new key,
 * so moving the date plans its reminders afresh.
 */
export async function planActionReminders(db: Db, now = new Date()): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  // Zones are within a day of UTC; the organisation's own date is checked per action.
  const candidates = await selectActionFacts(
    db,
    and(
      notInArray(actionItems.status, ["Done", "Cancelled"]),
      isNotNull(actionItems.dueDate),
      gte(actionItems.dueDate, addDays(utcToday, -1)),
      lte(actionItems.dueDate, addDays(utcToday, limits.reminderDaysMax + 1)),
      isNull(organisations.deletedAt),
    ),
  );
  let due = 0;
  for (const a of candidates) {
    const rules = readOrganisationRules(a.settings);
    if (!rules.actionRemindersEnabled || !a.dueDate) continue;
    const kind = reminderDue(a.dueDate, rules.actionReminderDays, a.timeZone, now);
    if (!kind) continue;
    const payload: ReminderPayload = { actionId: a.id, kind, dueDate: a.dueDate };
    await enqueueJob(db, actionReminderJob, payload, {
      uniqueKey: `action-reminder:${a.id}:${kind}:${a.dueDate}`,
    });
    due++;
  }
  return due;
}

/**
 * Sends one planned reminder to every owner an e-mail can reach, unless the action
 * was completed, its date moved or the organisation switched reminders off since it
 * was planned. Owners who cannot be reached are recorded in the audit entry.
 */
export async function sendPlannedActionReminder(
  db: Db,
  baseUrl: string,
  rawPayload: unknown,
): Promise<{ sent: number }> {
  const p = reminderPayload.parse(rawPayload);
  return db.transaction(async (tx) => {
    const [a] = await selectActionFacts(tx, eq(actionItems.id, p.actionId), { lock: true });
    if (!a || isCompleted(a.status) || a.dueDate !== p.dueDate) return { sent: 0 };
    if (!readOrganisationRules(a.settings).actionRemindersEnabled) return { sent: 0 };
    const owners = (await ownersByAction(tx, [a.id])).get(a.id);
    const reachable = owners?.reachable ?? [];
    for (const owner of reachable) {
      await queueMail(tx, actionReminderMail(owner, a, p.kind, baseUrl));
    }
    await writeAudit(tx, {
      organisationId: a.organisationId,
      actorPersonId: null,
      action: "action.remind.automatic",
      subjectType: "action",
      subjectId: a.id,
      after: {
        kind: p.kind,
        dueDate: p.dueDate,
        sentTo: reachable.map((o) => o.personId),
        notSent: owners?.unreachable ?? [],
      },
    });
    return { sent: reachable.length };
  });
}

/** Wires both jobs into the worker; links in the e-mails use `baseUrl()`. */
export function registerActionReminderJobs(jobs: JobWorker, db: Db, baseUrl: () => string): void {
  jobs.registerRecurring(actionRemindersJob, async () => {
    await planActionReminders(db);
  });
  jobs.register(actionReminderJob, async (payload) => {
    await sendPlannedActionReminder(db, baseUrl(), payload);
  });
}
