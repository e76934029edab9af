/** How meetings are written in e-mails and PDFs: en-NZ, in the meeting's own time zone. */

type MeetingTime = { startTime: Date; timeZone: string; locationText: string | null };
type Location = { name: string; address: string | null } | undefined;

// Building an Intl.DateTimeFormat costs far more than using one (a fraction of a millisecond
// here): one per zone and set of options, kept for the life of the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInZone(
  instant: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-NZ", { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** "Thursday, 3 December 2026, 6:30 pm NZDT" */
export function meetingWhen(m: MeetingTime): string {
  const date = formatInZone(m.startTime, m.timeZone, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = formatInZone(m.startTime, m.timeZone, {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return `${date}, ${time}`;
}

/** The location's name and address, or the free-text place, or null. */
export function meetingPlace(m: MeetingTime, location: Location): string | null {
  return location ? [location.name, location.address].filter(Boolean).join(", ") : m.locationText;
}

/** "10 January 2028": a meeting's date as the minutes name it ("the minutes of X of <date>"). */
export function meetingDay(m: { startTime: Date; timeZone: string }): string {
  return formatInZone(m.startTime, m.timeZone, { day: "numeric", month: "long", year: "numeric" });
}
