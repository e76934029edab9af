import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { OfflineBanner } from "../components/OfflineBanner.js";
import { RouteErrorView } from "./RouteErrorView.js";

export type RouterContext = { queryClient: QueryClient };

function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineBanner />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorView,
});
