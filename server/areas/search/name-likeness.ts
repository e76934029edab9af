import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/raw-rows.js";
import { uuidList } from "../../db/uuid-list.js";

/** Words shorter than this are too short for likeness to mean anything. */
const shortest = 3;
/** pg_trgm similarity a typed word needs to be taken for a name ("Smyth" for "Smith": 0.5). */
const likeEnough = 0.4;

/**
 * Names typed wrong: each word of the query that is like the first or last name of someone in
 * these organisations, but not that name, is replaced by it ("Jon Smyth" → "john smith").
 * Returns the corrected query, or null when no word changed. Only names of the organisations
 * searched, so nobody outside them is revealed.
 */
export async function correctNames(
  db: DbOrTx,
  organisationIds: readonly string[],
  query: string,
): Promise<string | null> {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).filter(
    (w) => w.length >= shortest,
  );
  if (words.length === 0 || organisationIds.length === 0) return null;
  const rows = await queryRows<{ word: string; name: string }>(
    db,
    sql`with names as (
          select distinct lower(n) as name
          from memberships ms join people p on p.id = ms.person_id,
            unnest(array[p.first_name, p.last_name]) n
          where ms.organisation_id = any(${uuidList(organisationIds)})
        )
        select w.word, best.name
        from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) w(word)
        cross join lateral (
          select name from names where similarity(name, w.word) >= ${likeEnough}
          order by similarity(name, w.word) desc limit 1
        ) best
        where best.name <> w.word`,
  );
  if (rows.length === 0) return null;
  const fixes = new Map(rows.map((r) => [r.word, r.name]));
  return query.toLowerCase().replace(/[\p{L}\p{N}'-]+/gu, (word) => fixes.get(word) ?? word);
}
