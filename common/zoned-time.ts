/** Wall-clock time in a zone ↔ UTC instants, through Intl only (no time-zone library). */

import { dateTimeFormat } from "./date-formatters.js";

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", timeZone, "numericParts");
}

function partsIn(instant: Date, timeZone: string) {
  const f = formatterFor(timeZone);
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant of "2026-12-03 18:30" in a zone. Two passes settle the offset
 * across a daylight-saving change; a time that does not exist (the skipped hour)
 * lands just after the gap, as calendars do.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  let instant = new Date(guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
  instant = new Date(guess - zoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** "2026-12-03" and "18:30" of an instant in a zone (the inverse of zonedToUtc). */
export function utcToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const p = partsIn(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: `${p.y}-${pad(p.m)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.min)}` };
}
