/** en-NZ is the default locale (spec §9): "25 Nov 2026, 4:22 pm", never "2026-11-25". */
export const appLocale = "en-NZ";

/**
 * The ways Quorate writes dates and times, by name, and the one path every date a person
 * reads goes through: the app's pages, PDFs, e-mails and the assistant's answers. Building an Intl.DateTimeFormat costs
 * ~0.3 ms here (measured by the bench), formatting with a built one ~0.02 ms; zones and styles
 * in use are few, so each formatter is built once and kept for the life of the process. The
 * cache key is short (locale, zone, style name): keying by the options themselves
 * (JSON.stringify) was a tenth of the assistant's time per answer.
 */
export const dateStyles = {
  /** "Thursday, 3 December 2026" */
  weekdayDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "3 December 2026" */
  date: { day: "numeric", month: "long", year: "numeric" },
  /** "3 Dec 2026" */
  shortDate: { day: "numeric", month: "short", year: "numeric" },
  /** "6:30 pm" */
  time: { hour: "numeric", minute: "2-digit" },
  /** "6:30 pm NZDT" */
  timeWithZone: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "3 Dec 2026, 6:30 pm" */
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "3 Dec 2026, 6:30 pm NZDT" */
  dateTimeWithZone: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
  /** Every field as two digits on a 24-hour clock, for reading wall-clock parts back. */
  numericParts: {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  timeZone: string,
  style: DateStyle,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, ...dateStyles[style] });
    formatters.set(key, formatter);
  }
  return formatter;
}

type Instant = Date | string;
const asDate = (instant: Instant) => (typeof instant === "string" ? new Date(instant) : instant);

/** An instant in a zone, in one of the styles above. */
export function formatInZone(instant: Instant, timeZone: string, style: DateStyle): string {
  return dateTimeFormat(appLocale, timeZone, style).format(asDate(instant));
}

/**
 * "25 Nov 2026, 4:22 pm NZDT": for PDFs and e-mails, whose reader's clock is unknown, the
 * zone is always named.
 */
export function dateTimeInZone(instant: Instant, timeZone: string): string {
  return formatInZone(instant, timeZone, "dateTimeWithZone");
}

/**
 * "25 Nov 2026, 4:22 pm" on the organisation's or meeting's clock, with the zone named
 * ("NZDT") when it is not the viewer's own, so nobody wonders which clock a time is on.
 */
export function dateTimeForViewer(instant: Instant, timeZone: string, viewerZone: string): string {
  return formatInZone(instant, timeZone, timeZone === viewerZone ? "dateTime" : "dateTimeWithZone");
}

/** The zone's short name at that instant: "NZDT", "AEST", or "GMT+5:30" where none exists. */
export function zoneName(instant: Instant, timeZone: string): string {
  const parts = dateTimeFormat(appLocale, timeZone, "timeWithZone").formatToParts(asDate(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date without a zone (a due date, a decision's date, "2026-12-03") in words:
 * "3 Dec 2026", "3 December 2026" or "Thursday, 3 December 2026". Read at noon UTC, so no
 * zone moves it a day; anything that is not such a date is returned as it is.
 */
export function calendarDate(
  day: string,
  style: "shortDate" | "date" | "weekdayDate" = "shortDate",
): string {
  return calendarDay.test(day) ? formatInZone(`${day}T12:00:00Z`, "UTC", style) : day;
}
