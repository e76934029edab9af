import { utcToZoned } from "../../../common/zoned-time.js";

export type AutomaticReminder = "first" | "dueDay";

/** Reminders go out from this local time on, so nobody is e-mailed about an action at 2 am. */
export const reminderMorning = "08:00";

/** A calendar date (YYYY-MM-DD) moved by whole days; calendar dates have no zone of their own. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * Which automatic reminder an open action is due for at `now`: the first from the
 * morning `firstDays` before its due date until the day before, the second on the
 * due date itself; both only once it is morning in the organisation's zone. An
 * action created after its first window still gets the first, the next morning.
 */
export function reminderDue(
  dueDate: string,
  firstDays: number,
  timeZone: string,
  now: Date,
): AutomaticReminder | null {
  const local = utcToZoned(now, timeZone);
  if (local.time < reminderMorning) return null;
  if (local.date === dueDate) return "dueDay";
  if (local.date < dueDate && local.date >= addDays(dueDate, -firstDays)) return "first";
  return null;
}
