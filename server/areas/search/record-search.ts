import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { searchHistory } from "../../db/schema/index.js";

/** Each person keeps this many past searches per organisation; older ones are removed. */
const kept = 50;

/**
 * Adds a search to the person's history, or moves it to the top when they searched the same
 * words before; one statement each, so two searches at once leave one row per query.
 */
export async function recordSearch(
  db: DbOrTx,
  organisationId: string,
  personId: string,
  searchQuery: string,
): Promise<void> {
  await db
    .insert(searchHistory)
    .values({ organisationId, personId, searchQuery })
    .onConflictDoUpdate({
      target: [searchHistory.organisationId, searchHistory.personId, searchHistory.searchQuery],
      set: { searchedAt: sql`now()` },
    });
  await db.execute(sql`delete from search_history h
    where h.organisation_id = ${organisationId}::uuid and h.person_id = ${personId}::uuid
      and h.search_query not in (
        select search_query from search_history
        where organisation_id = ${organisationId}::uuid and person_id = ${personId}::uuid
        order by searched_at desc limit ${kept})`);
}
