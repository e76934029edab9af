import { todayUtc } from "./plan.js";

/** --anchor YYYY-MM-DD, or today (UTC): the day meetings are placed around. */
export function parseAnchor(value: string | undefined): Date {
  if (!value) return todayUtc();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new Error(`Use --anchor like 2026-11-22, not "${value}".`);
  return new Date(`${value}T00:00:00Z`);
}
