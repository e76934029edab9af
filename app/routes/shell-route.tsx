import { createRoute, redirect } from "@tanstack/react-router";
import { LoadingScreen } from "../components/LoadingScreen.js";
import { AppShellLayout } from "../components/shell/AppShellLayout.js";
import { isApiError, networkFailureStatus } from "../data/api-error.js";
import { meQuery, meQueryKey } from "../data/me.js";
import { rootRoute } from "./root-route.js";

/**
 * Every signed-in page sits under this pathless route: it loads /api/me once (behind the
 * loading overlay) and sends signed-out visitors to sign in, returning them afterwards.
 */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signed-in",
  beforeLoad: async ({ context, location }) => {
    try {
      // fetchQuery, not ensureQueryData: stale data from before a session ended must not
      // let a signed-out visitor in. Within staleTime this is answered from the cache.
      await context.queryClient.fetchQuery(meQuery);
    } catch (error) {
      if (isApiError(error, 401)) {
        throw redirect({ to: "/account/login", search: { returnTo: location.href } });
      }
      // No answer (offline): who is signed in has not changed as far as anyone knows, so the
      // shell stays with what it has and the page says what it could not load.
      if (isApiError(error, networkFailureStatus) && context.queryClient.getQueryData(meQueryKey)) {
        return;
      }
      throw error;
    }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 150,
  component: AppShellLayout,
});
