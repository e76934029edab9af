import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MyHomeQuery, MyHomeResponse } from "../../common/contracts/home.js";
import { apiRequest } from "./api-client.js";
import { looksLikeMyHome } from "./outlines.js";

export const homeKeys = {
  all: ["my-home"] as const,
  view: (q: MyHomeQuery) => ["my-home", q.timeFrame, q.direction, q.page, q.pageSize] as const,
};

export function myHomePath(q: MyHomeQuery): string {
  const params = new URLSearchParams({
    timeFrame: q.timeFrame,
    direction: q.direction,
    page: String(q.page),
    pageSize: String(q.pageSize),
  });
  return `/api/my-home?${params.toString()}`;
}

/**
 * Everything My Home shows in one request. Paging or changing the time frame keeps
 * the other sections on screen (previous data) while the meetings load.
 */
export function useMyHome(query: MyHomeQuery, enabled = true) {
  return useQuery({
    queryKey: homeKeys.view(query),
    // Not parsed again here: the server checks it against myHomeResponse (api-client.ts).
    queryFn: () => apiRequest<MyHomeResponse>(myHomePath(query), { outline: looksLikeMyHome }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
