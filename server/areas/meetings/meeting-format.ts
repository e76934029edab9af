/** How meetings are written in e-mails and PDFs: en-NZ, in the meeting's own time zone. */

import { formatInZone } from "../../../common/date-formatters.js";

type MeetingTime = { startTime: Date; timeZone: string; locationText: string | null };
type Location = { name: string; address: string | null } | undefined;

/** "Thursday, 3 December 2026, 6:30 pm NZDT" */
export function meetingWhen(m: MeetingTime): string {
  const date = formatInZone(m.startTime, m.timeZone, "weekdayDate");
  const time = formatInZone(m.startTime, m.timeZone, "timeWithZone");
  return `${date}, ${time}`;
}

/** The location's name and address, or the free-text place, or null. */
export function meetingPlace(m: MeetingTime, location: Location): string | null {
  return location ? [location.name, location.address].filter(Boolean).join(", ") : m.locationText;
}

/** "10 January 2028": a meeting's date as the minutes name it ("the minutes of X of <date>"). */
export function meetingDay(m: { startTime: Date; timeZone: string }): string {
  return formatInZone(m.startTime, m.timeZone, "date");
}
