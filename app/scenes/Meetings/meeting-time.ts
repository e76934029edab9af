import { formatInZone, zoneName } from "../../../common/date-formatters.js";
import { appLocale, formatDate, viewerTimeZone } from "../../i18n/format.js";

export { zoneName };

function clockTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, "time");
}

/**
 * "7:00 pm" on the meeting's clock, with the zone ("7:00 pm NZDT") when the viewer is
 * elsewhere, so nobody joins an hour early (ui.md).
 */
export function formatMeetingTime(
  iso: string,
  timeZone: string,
  viewerZone: string = viewerTimeZone(),
): string {
  const time = clockTime(iso, timeZone);
  return timeZone === viewerZone ? time : `${time} ${zoneName(iso, timeZone)}`;
}

/** "21 Nov 2026, 7:00 pm – 9:00 pm NZDT": the zone named once, after the end. */
export function formatMeetingWhen(
  startIso: string,
  endIso: string,
  timeZone: string,
  viewerZone: string = viewerTimeZone(),
): string {
  const start = clockTime(startIso, timeZone);
  const end = formatMeetingTime(endIso, timeZone, viewerZone);
  return `${formatDate(startIso, timeZone)}, ${start} – ${end}`;
}

/** "15 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Zones boards here meet in; the organisation's home zone first. */
export const commonTimeZones = [
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Brisbane",
  "Australia/Adelaide",
  "Australia/Darwin",
  "Australia/Hobart",
  "Australia/Perth",
  "Pacific/Fiji",
  "Pacific/Tongatapu",
  "Pacific/Apia",
  "Pacific/Rarotonga",
  "Pacific/Honolulu",
  "Asia/Singapore",
  "Asia/Hong_Kong",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Asia/Dubai",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Paris",
  "Europe/Berlin",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Toronto",
  "America/Vancouver",
  "UTC",
] as const;

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(appLocale, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zones to offer: the common ones, plus any in use (the meeting's, a location's, the
 * viewer's) that the list lacks, so a select never hides the current value.
 */
export function timeZoneOptions(inUse: readonly string[]): string[] {
  const options: string[] = [...commonTimeZones];
  for (const zone of inUse) {
    if (zone && !options.includes(zone) && isKnownZone(zone)) options.push(zone);
  }
  return options;
}

/** "Pacific/Auckland (NZDT)": the place people recognise, and the clock it keeps now. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  return `${timeZone.replaceAll("_", " ")} (${zoneName(at.toISOString(), timeZone)})`;
}
