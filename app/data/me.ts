import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeResponse } from "../../common/contracts/me.js";
import { apiRequest } from "./api-client.js";
import { looksLikeMe } from "./outlines.js";
import { retryLoad } from "./query-client.js";
import { versionWatch } from "./version-watch.js";

export const meQueryKey = ["me"] as const;

async function fetchMe(): Promise<MeResponse> {
  // Not parsed again here: the server checks it against meResponse (api-client.ts).
  const me = await apiRequest<MeResponse>("/api/me", { outline: looksLikeMe });
  versionWatch.note(me.version);
  return me;
}

/** The signed-in person, their organisations with access and feature flags. 401 when signed out. */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 30_000,
  // Signed out or forbidden will not change by retrying; no answer waits for the connection.
  retry: retryLoad,
});

/** For components under the signed-in shell, where the guard has already loaded /api/me. */
export function useMe(): MeResponse {
  const { data } = useQuery(meQuery);
  if (!data) throw new Error("useMe is only for pages behind the sign-in guard.");
  return data;
}
