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

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (isApiError(error, 401)) onSessionEnded();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
