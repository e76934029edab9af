/**
 * Search params stay plain strings in both directions, so `?tab=1` and `?code=403` read back
 * exactly as written (the router's default would turn them into JSON numbers and quote
 * strings that look like numbers).
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr);
  const result: Record<string, string> = {};
  for (const [key, value] of params) {
    // First value wins; the app never uses repeated keys.
    if (!(key in result)) result[key] = value;
  }
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Reads one optional string param inside a route's validateSearch. */
export function optionalString(search: Record<string, unknown>, key: string): string | undefined {
  const value = search[key];
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** A page number from the address (`?page=3`): a whole number from 1, else nothing. */
export function positivePage(value: unknown): number | undefined {
  const page = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined;
}
