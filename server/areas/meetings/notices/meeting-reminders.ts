import { and, eq, gt, inArray, isNull, lte, ne } from "drizzle-orm";
import { readOrganisationRules } from "../../../../common/organisation-settings.js";
import type { Db } from "../../../db/client.js";
import {
  meetingAttendees,
  meetingLocations,
  meetingReminders,
  meetings,
  organisations,
  people,
} from "../../../db/schema/index.js";
import { queueMail } from "../../../mail/send-mail.js";
import { meetingPlace, meetingWhen } from "../meeting-format.js";
import { inviteAttachment, meetingInvite } from "./calendar-invite.js";

export const meetingRemindersJob = { name: "meeting.reminders", everyMs: 10 * 60_000 };

const dayMs = 86_400_000;

/**
 * Sends the reminders that are due: the first N days before a meeting (the
 * organisation's setting, 3–21, default 7) and one the day before. A row in
 * meeting_reminders is claimed first, so each is sent exactly once however many
 * processes run this; a meeting moved to a new time gets reminders for that time.
 */
export async function sendDueMeetingReminders(
  db: Db,
  baseUrl: string,
  from: { name: string; email: string },
  now = new Date(),
): Promise<number> {
  const horizon = new Date(now.getTime() + 21 * dayMs);
  const upcoming = await db
    .select({ m: meetings, settings: organisations.settings, orgName: organisations.name })
    .from(meetings)
    .innerJoin(organisations, eq(organisations.id, meetings.organisationId))
    .where(
      and(
        isNull(meetings.cancelledAt),
        ne(meetings.state, "Complete"),
        gt(meetings.startTime, now),
        lte(meetings.startTime, horizon),
      ),
    );
  let sent = 0;
  for (const { m, settings, orgName } of upcoming) {
    const rules = readOrganisationRules(settings);
    if (!rules.meetingRemindersEnabled) continue;
    const untilStart = m.startTime.getTime() - now.getTime();
    const kind =
      untilStart <= dayMs
        ? "dayBefore"
        : untilStart <= rules.meetingReminderDays * dayMs
          ? "first"
          : null;
    if (!kind) continue;
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(meetingReminders)
        .values({ meetingId: m.id, kind, forStart: m.startTime })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return 0;
      const recipients = await tx
        .select({ name: people.firstName, last: people.lastName, email: people.email })
        .from(meetingAttendees)
        .innerJoin(people, eq(people.id, meetingAttendees.personId))
        .where(
          and(
            eq(meetingAttendees.meetingId, m.id),
            inArray(meetingAttendees.status, ["expected", "present"]),
          ),
        );
      const [loc] = m.locationId
        ? await tx.select().from(meetingLocations).where(eq(meetingLocations.id, m.locationId))
        : [];
      const location = meetingPlace(m, loc);
      let count = 0;
      for (const r of recipients) {
        if (!r.email) continue;
        const url = `${baseUrl}/meeting/${m.id}`;
        const ics = meetingInvite({
          meeting: m,
          method: "REQUEST",
          location,
          url,
          organiser: from,
          attendee: { name: `${r.name} ${r.last}`, email: r.email },
        });
        await queueMail(tx, {
          to: r.email,
          subject: `${kind === "dayBefore" ? "Tomorrow" : "Reminder"}: ${m.title}`,
          text: `Kia ora ${r.name},\n\nA reminder of ${m.title} of ${orgName}: ${meetingWhen(m)}${location ? `, ${location}` : ""}.\n\nAgenda and papers: ${url}\n\nQuorate`,
          attachments: [inviteAttachment(ics, "REQUEST")],
          about: { type: "meeting", id: m.id },
        });
        count++;
      }
      return count;
    });
  }
  return sent;
}
