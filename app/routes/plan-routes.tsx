import { createRoute } from "@tanstack/react-router";
import { notAvailable } from "./not-available.js";
import { orgGuard } from "./org-guard.js";
import { shellRoute } from "./shell-route.js";

// Subscription and trial pages. The spec lists three prefixes for each: the current one,
// the new variant (`_`) and the `nx/` variant; all of them are kept addressable.

const subscriptionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "subscription",
  component: notAvailable("subscription"),
});

const subscriptionSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "subscription/select/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("subscription"),
});

const subscriptionNewSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "subscription/_select/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("subscription"),
});

const newSubscriptionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "_subscription",
  component: notAvailable("subscription"),
});

const newSubscriptionSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "_subscription/select/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("subscription"),
});

const nxSubscriptionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "nx/subscription",
  component: notAvailable("subscription"),
});

const nxSubscriptionSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "nx/subscription/select/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("subscription"),
});

const trialRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "trial",
  component: notAvailable("trial"),
});

const trialOnboardingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "trial/onboarding/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("trial"),
});

const newTrialRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "_trial",
  component: notAvailable("trial"),
});

const newTrialOnboardingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "_trial/onboarding/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("trial"),
});

const nxTrialRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "nx/trial",
  component: notAvailable("trial"),
});

const nxTrialOnboardingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "nx/trial/onboarding/$orgId",
  beforeLoad: orgGuard(),
  component: notAvailable("trial"),
});

export const planRoutes = [
  subscriptionRoute,
  subscriptionSelectRoute,
  subscriptionNewSelectRoute,
  newSubscriptionRoute,
  newSubscriptionSelectRoute,
  nxSubscriptionRoute,
  nxSubscriptionSelectRoute,
  trialRoute,
  trialOnboardingRoute,
  newTrialRoute,
  newTrialOnboardingRoute,
  nxTrialRoute,
  nxTrialOnboardingRoute,
] as const;
