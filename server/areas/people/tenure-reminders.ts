import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { Db } from "../../db/client.js";
import {
  accounts,
  memberships,
  organisations,
  people,
  tenureReminders,
} from "../../db/schema/index.js";
import type { JobWorker } from "../../jobs/worker.js";
import { queueMail } from "../../mail/send-mail.js";
import { fullName } from "./member-rows.js";
import { tenureReminderMail } from "./people-mail.js";

export const tenureRemindersJob = { name: "tenure.reminders", everyMs: 60 * 60_000 };

/** Board-portal behaviour: administrators hear 6 weeks and 1 day before a tenure ends. */
const sixWeeksDays = 42;

type Kind = "sixWeeks" | "dayBefore";

/**
 * Which reminder is due on `today` (the organisation's calendar) for a tenure ending on
 * `endsOn`: the day before, else within six weeks; none once it has ended. An end date set
 * less than six weeks ahead gets its six-week reminder at once.
 */
export function dueTenureReminder(endsOn: string, today: string): Kind | null {
  const daysLeft = Math.round(
    (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (daysLeft < 1) return null;
  if (daysLeft === 1) return "dayBefore";
  return daysLeft <= sixWeeksDays ? "sixWeeks" : null;
}

/**
 * Sends the tenure reminders that are due to the organisation's Administrators who can
 * log in. A row in tenure_reminders is claimed first, so each goes out exactly once
 * across processes; a changed end date gets its own. Nobody is removed automatically.
 */
export async function sendDueTenureReminders(
  db: Db,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  const ending = await db
    .select({
      organisationId: organisations.id,
      organisationName: organisations.name,
      timeZone: organisations.timeZone,
      personId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      endsOn: memberships.tenureEndsOn,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(isNotNull(memberships.tenureEndsOn), isNull(organisations.deletedAt)));
  let sent = 0;
  for (const row of ending) {
    if (!row.endsOn) continue;
    const kind = dueTenureReminder(row.endsOn, utcToZoned(now, row.timeZone).date);
    if (!kind) continue;
    const endsOn = row.endsOn;
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(tenureReminders)
        .values({ organisationId: row.organisationId, personId: row.personId, kind, endsOn })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return 0;
      const administrators = await tx
        .select({ firstName: people.firstName, email: accounts.email })
        .from(memberships)
        .innerJoin(people, eq(people.id, memberships.personId))
        .innerJoin(accounts, eq(accounts.personId, memberships.personId))
        .where(
          and(
            eq(memberships.organisationId, row.organisationId),
            eq(memberships.role, "Administrator"),
            eq(memberships.loginEnabled, true),
          ),
        );
      for (const admin of administrators) {
        await queueMail(tx, {
          ...tenureReminderMail({
            to: admin.email,
            firstName: admin.firstName,
            personName: fullName(row),
            organisationName: row.organisationName,
            endsOn,
            kind,
            link: `${baseUrl}/people/${row.organisationId}`,
          }),
          about: { type: "person", id: row.personId },
        });
      }
      return administrators.length;
    });
  }
  return sent;
}

export function registerTenureReminderJob(jobs: JobWorker, db: Db, baseUrl: () => string): void {
  jobs.registerRecurring(tenureRemindersJob, async () => {
    await sendDueTenureReminders(db, baseUrl());
  });
}
