import { appLocale, dateTimeForViewer, formatInZone } from "../../common/date-formatters.js";

export { appLocale };

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "21 Nov 2026" in the given zone (the viewer's by default). */
export function formatDate(iso: string, timeZone: string = viewerTimeZone()): string {
  return formatInZone(iso, timeZone, "shortDate");
}

/**
 * "21 Nov 2026, 7:00 pm" on the given clock (the organisation's or meeting's), with the zone
 * named ("NZDT") only when it differs from the viewer's, so people are never unsure which
 * clock a time is on.
 */
export function formatDateTime(
  iso: string,
  timeZone: string = viewerTimeZone(),
  viewerZone: string = viewerTimeZone(),
): string {
  return dateTimeForViewer(iso, timeZone, viewerZone);
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * "now", "5 minutes ago", "yesterday", "3 days ago"; from a week on, the date. A time
 * slightly ahead of the viewer's clock counts as now.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const ago = Math.max(0, now - new Date(iso).getTime());
  const relative = new Intl.RelativeTimeFormat(appLocale, { numeric: "auto" });
  if (ago < minute) return relative.format(0, "second");
  if (ago < hour) return relative.format(-Math.floor(ago / minute), "minute");
  if (ago < day) return relative.format(-Math.floor(ago / hour), "hour");
  if (ago < 7 * day) return relative.format(-Math.floor(ago / day), "day");
  return formatDate(iso);
}
