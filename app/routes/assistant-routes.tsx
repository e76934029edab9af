import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { shellRoute } from "./shell-route.js";

/**
 * The AI assistant screen. The spec gives no path for it (§2), so it is /assistant; the
 * prototype route proto/ai leads here. Its code (SignalR client, markdown) loads on demand.
 */
export const assistantRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "assistant",
  component: lazyRouteComponent(
    () => import("../scenes/Assistant/AssistantPage.js"),
    "AssistantPage",
  ),
});

export const assistantRoutes = [assistantRoute] as const;
