import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type SearchResults, searchHistory, searchResults } from "../../common/contracts/search.js";
import { apiRequest } from "./api-client.js";

const searchPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/search`;

/** The query key names the organisation and the words (spec §7). */
export const searchKeys = {
  results: (orgId: string, query: string) => ["search", orgId, "results", query] as const,
  history: (orgId: string) => ["search", orgId, "history"] as const,
};

/**
 * One search's results as pages the list scrolls through (spec §7: scrollable pages with a
 * total). Nothing is kept once the dialog lets go of it, and a failed search is not retried
 * behind the person's back: they see the error and search again.
 */
export function useSearchResults(orgId: string, query: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(orgId, query),
    queryFn: ({ pageParam }) =>
      apiRequest<SearchResults>(searchPath(orgId), {
        method: "POST",
        json: { searchQuery: query, page: pageParam },
        schema: searchResults,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.Page * last.PageSize < last.TotalCount ? last.Page + 1 : undefined,
    enabled: query !== "",
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** The person's latest searches: no caching and no retry (spec §7). */
export function useSearchHistory(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.history(orgId),
    queryFn: () => apiRequest(`${searchPath(orgId)}/history`, { schema: searchHistory }),
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
