import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite plans every query afresh (its query() always uses the unnamed statement), and for
 * the session lookup planning is two thirds of the cost. This wraps the client so that the
 * statements marked by preparedFor() are PREPAREd once and then run as
 * `EXECUTE name(literal, …)`, which reuses the plan. Only parameters that can be written
 * as literals exactly (text, numbers, booleans, dates, lists of text) take that path;
 * anything else, or a statement PostgreSQL will not prepare, runs as a normal query.
 */
const hotTexts = new WeakMap<object, Set<string>>();

/** Marks a statement text as worth preparing, when `client` is a wrapped PGlite. */
export function markServerPrepared(client: unknown, text: string): void {
  if (typeof client === "object" && client !== null) hotTexts.get(client)?.add(text);
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** A parameter as a SQL literal (standard_conforming_strings on), or undefined if it has none. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
  if (typeof value === "string") return value.includes("\0") ? undefined : quote(value);
  if (Array.isArray(value) && value.every((e) => typeof e === "string" && !e.includes("\0")))
    return quote(`{${value.map((e) => `"${e.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`);
  return undefined;
}

export function serverPreparingPglite(client: PGlite): PGlite {
  const hot = new Set<string>();
  // text → the statement's name, or null when it is not prepared (PostgreSQL refused it).
  const names = new Map<string, Promise<string | null>>();
  let conformingStrings: Promise<boolean> | undefined;

  const prepare = (text: string): Promise<string | null> => {
    let name = names.get(text);
    if (!name) {
      const statement = `quorate_prepared_${names.size + 1}`;
      name = (async () => {
        // Literals are quoted for standard strings only: never prepare under the old rules.
        conformingStrings ??= client
          .query<{ s: string }>("select current_setting('standard_conforming_strings') as s")
          .then((r) => r.rows[0]?.s === "on");
        if (!(await conformingStrings)) return null;
        try {
          await client.exec(`PREPARE ${statement} AS ${text}`);
          return statement;
        } catch {
          return null;
        }
      })();
      names.set(text, name);
    }
    return name;
  };

  const query: PGlite["query"] = async (text, params, options) => {
    if (!hot.has(text) || !params) return client.query(text, params, options);
    const literals = params.map(sqlLiteral);
    const name = literals.includes(undefined) ? null : await prepare(text);
    if (name === null) return client.query(text, params, options);
    const args = literals.length > 0 ? `(${literals.join(", ")})` : "";
    return client.query(`EXECUTE ${name}${args}`, [], options);
  };

  const wrapped = new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  hotTexts.set(wrapped, hot);
  return wrapped;
}
