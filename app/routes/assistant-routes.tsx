import { createRoute } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import { shellRoute } from "./shell-route.js";

// Its code (SignalR client, markdown) and the areas' texts, its own among them, load on demand.
const AssistantPage = lazyComponent(
  () => import("../scenes/Assistant/AssistantPage.js"),
  "AssistantPage",
);

/**
 * The AI assistant screen. The spec gives no path for it (§2), so it is /assistant; the
 * prototype route proto/ai leads here.
 */
export const assistantRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "assistant",
  component: AssistantPage,
});

export const assistantRoutes = [assistantRoute] as const;
