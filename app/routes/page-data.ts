import type { QueryClient } from "@tanstack/react-query";

/**
 * A route's loader: starts the page's first requests as the route starts, beside the page's
 * code instead of after it has arrived and rendered. `load` fetches its data module with
 * import() (zod and the contracts stay out of the first download) and asks the query client
 * with `ensureQueryData`, under the keys the page's hooks use, so the page finds the answer,
 * or the request under way. Not awaited: the page shows its skeleton meanwhile, and a failure
 * is the page's to explain (the query keeps the error; the page offers a retry).
 */
export function startPageData(
  queryClient: QueryClient,
  load: (queryClient: QueryClient) => Promise<unknown>,
): void {
  void load(queryClient).catch(() => undefined);
}
