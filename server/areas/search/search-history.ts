import { and, desc, eq } from "drizzle-orm";
import { type SearchHistory, searchHistoryShown } from "../../../common/contracts/search.js";
import type { DbOrTx } from "../../db/client.js";
import { searchHistory } from "../../db/schema/index.js";
import { historyWritten } from "./record-search.js";

/** The person's latest searches in the organisation, newest first. */
export async function latestSearches(
  db: DbOrTx,
  organisationId: string,
  personId: string,
): Promise<SearchHistory> {
  await historyWritten(organisationId, personId);
  const rows = await db
    .select({ q: searchHistory.searchQuery, at: searchHistory.searchedAt })
    .from(searchHistory)
    .where(
      and(eq(searchHistory.organisationId, organisationId), eq(searchHistory.personId, personId)),
    )
    .orderBy(desc(searchHistory.searchedAt))
    .limit(searchHistoryShown);
  return { SearchHistory: rows.map((r) => ({ SearchQuery: r.q, SearchedAt: r.at.toISOString() })) };
}
