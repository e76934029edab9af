import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.js";

/**
 * Called when a query reports 401 (the session ended while a page was open). The router
 * wires this to "sign in again and come back".
 */
let onSessionEnded: () => void = () => {};

export function handleSessionEnded(callback: () => void): void {
  onSessionEnded = callback;
}

/**
 * A failed load is tried twice more when the server answered with a fault of its own (5xx).
 * A refusal (4xx) stays one, and a request that got no answer waits for the connection's
 * return rather than for retries while the person looks at a skeleton.
 */
export function retryLoad(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status >= 500;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (isApiError(error, 401)) onSessionEnded();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: retryLoad,
      // Asked even when the browser says it is offline: a failed load is then told at once
      // ("Failed to load the {type}.", beside the offline banner) instead of a skeleton that
      // waits. The connection's return fetches again (main.tsx, onReconnect).
      networkMode: "always",
    },
  },
});
