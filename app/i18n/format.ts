/** en-NZ is the default locale (spec §9). */
export const appLocale = "en-NZ";

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "21 Nov 2026" in the given zone (the viewer's by default). */
export function formatDate(iso: string, timeZone: string = viewerTimeZone()): string {
  return new Intl.DateTimeFormat(appLocale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  }).format(new Date(iso));
}

/**
 * "21 Nov 2026, 7:00 pm", with the zone name ("NZDT") added only when the zone differs
 * from the viewer's, so people are never unsure which clock a time is on.
 */
export function formatDateTime(
  iso: string,
  timeZone: string = viewerTimeZone(),
  viewerZone: string = viewerTimeZone(),
): string {
  return new Intl.DateTimeFormat(appLocale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    ...(timeZone === viewerZone ? {} : { timeZoneName: "short" }),
  }).format(new Date(iso));
}
