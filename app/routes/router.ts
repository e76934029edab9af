import { createRouter } from "@tanstack/react-router";
import { startIdleClock } from "../components/deferred.js";
import { meQueryKey } from "../data/me.js";
import { handleSessionEnded, queryClient } from "../data/query-client.js";
import { versionWatch } from "../data/version-watch.js";
import { accountEmailRoutes } from "./account-email-routes.js";
import { areaRoutes } from "./area-routes.js";
import { assistantRoutes } from "./assistant-routes.js";
import { homeAccountRoutes } from "./home-account-routes.js";
import { otherRoutes } from "./other-routes.js";
import { markPageShown } from "./page-shown.js";
import { planRoutes } from "./plan-routes.js";
import { publicRoutes } from "./public-routes.js";
import { RouteErrorView } from "./RouteErrorView.js";
import { rootRoute } from "./root-route.js";
import { parseSearch, stringifySearch } from "./search-params.js";
import { shellRoute } from "./shell-route.js";

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...accountEmailRoutes,
  shellRoute.addChildren([
    ...homeAccountRoutes,
    ...areaRoutes,
    ...assistantRoutes,
    ...otherRoutes,
    ...planRoutes,
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  parseSearch,
  stringifySearch,
  defaultPreload: "intent",
  // Data freshness is TanStack Query's job; the router should not cache loader results.
  defaultPreloadStaleTime: 0,
  // A page's error is shown where the page would be: the shell and the offline banner stay.
  defaultErrorComponent: RouteErrorView,
  scrollRestoration: true,
  // The old app's matrix addresses (governance-documents/{orgId};doc={versionId}) stay readable.
  pathParamsAllowedCharacters: [";", "="],
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * The page shows one record (a meeting, its pack, its signing) whose organisation is not
     * in the address: the shell takes the organisation from the record once it has loaded.
     */
    showsRecord?: boolean;
  }
}

// A new server version was seen: the next navigation loads the new build (spec §7).
router.subscribe("onBeforeNavigate", ({ toLocation, fromLocation }) => {
  if (fromLocation && versionWatch.reloadPending()) window.location.assign(toLocation.href);
});

router.subscribe("onRendered", () => {
  if (router.state.matches.some((match) => match.status === "error")) return;
  markPageShown();
  startIdleClock();
});

// The session ended while a signed-in page was open: sign in again, then come back.
function signInAgain(): void {
  const inShell = router.state.matches.some((match) => match.routeId === shellRoute.id);
  if (!inShell) return;
  // The cached person belongs to the ended session: marked stale, the sign-in page asks the
  // server again instead of going straight back. Not removed: the shell, still shown until the
  // sign-in page replaces it, reads it (useMe).
  void queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: "none" });
  void router.navigate({
    to: "/account/login",
    search: { returnTo: router.state.location.href },
    replace: true,
  });
}

handleSessionEnded(() => {
  if (router.state.status === "idle") {
    signInAgain();
    return;
  }
  // A page's first query can be refused before its navigation has settled (a fast server):
  // wait for it, rather than leaving "Please sign in" on a page that cannot recover.
  const stop = router.subscribe("onResolved", () => {
    stop();
    signInAgain();
  });
});
