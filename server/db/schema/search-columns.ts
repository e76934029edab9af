import { type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL's tsvector, which drizzle has no column type for. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The text search configuration every stored search column and every query uses: English
 * stemming after unaccent (migration 0030), so "maori" finds "Māori" and ts_headline marks
 * the accented word in the original text. Named, so the expression stays immutable.
 */
export const searchConfig = sql.raw(`'quorate'::regconfig`);

/** A weighted part of a stored search column: A for titles, B for the body. */
export function weighted(column: string, weight: "A" | "B"): SQL {
  return sql.raw(`setweight(to_tsvector('quorate'::regconfig, "${column}"), '${weight}')`);
}
