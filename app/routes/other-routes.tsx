import { createRoute, redirect } from "@tanstack/react-router";
import { legacyRedirectHref } from "./legacy-redirects.js";
import { notAvailable } from "./not-available.js";
import { requireSupport } from "./org-access.js";
import type { RouterContext } from "./root-route.js";
import { shellRoute } from "./shell-route.js";

// Invitations, referral, support staff, universal links and prototypes (spec §2).

const inviteAcceptRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "invite/accept",
  component: notAvailable("invitation"),
});

const referralRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "referral",
  component: notAvailable("referral"),
});

const supportOnly = async ({ context }: { context: RouterContext }) => {
  await requireSupport(context.queryClient);
};

const partnerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "partner",
  beforeLoad: supportOnly,
  component: notAvailable("partner"),
});

const partnerOrganisationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "partner/organisations",
  beforeLoad: supportOnly,
  component: notAvailable("partnerOrganisations"),
});

const partnerPeopleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "partner/people",
  beforeLoad: supportOnly,
  component: notAvailable("partnerPeople"),
});

const packRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "pack/$meetingId",
  component: notAvailable("boardPack"),
});

const minutesSigningRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "minutes-signing/$meetingId",
  component: notAvailable("minutesSigning"),
});

const documentShareRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "document-share",
  component: notAvailable("documentShare"),
});

const proto2Route = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/dash2",
  beforeLoad: () => {
    throw redirect({ href: legacyRedirectHref("proto/dash2"), replace: true });
  },
});

const protoAiRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/ai",
  component: notAvailable("assistant"),
});

const protoCanvasRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/canvas",
  component: notAvailable("canvas"),
});

const protoAwpRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/awp",
  component: notAvailable("workPlan"),
});

export const otherRoutes = [
  inviteAcceptRoute,
  referralRoute,
  partnerRoute,
  partnerOrganisationsRoute,
  partnerPeopleRoute,
  packRoute,
  minutesSigningRoute,
  documentShareRoute,
  proto2Route,
  protoAiRoute,
  protoCanvasRoute,
  protoAwpRoute,
] as const;
