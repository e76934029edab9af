import { createRoute, redirect } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import { legacyRedirectHref } from "./legacy-redirects.js";
import { notAvailable } from "./not-available.js";
import { requireSupport } from "./org-access.js";
import { startPageData } from "./page-data.js";
import type { RouterContext } from "./root-route.js";
import { optionalString } from "./search-params.js";
import { shellRoute } from "./shell-route.js";

const InviteAcceptPage = lazyComponent(
  () => import("../scenes/Invitations/InviteAcceptPage.js"),
  "InviteAcceptPage",
);
const PackPage = lazyComponent(() => import("../scenes/Pack/PackPage.js"), "PackPage");
const PartnerOrganisationsPage = lazyComponent(
  () => import("../scenes/Partner/PartnerOrganisationsPage.js"),
  "PartnerOrganisationsPage",
);
const PartnerPeoplePage = lazyComponent(
  () => import("../scenes/Partner/PartnerPeoplePage.js"),
  "PartnerPeoplePage",
);
const MinutesSigningPage = lazyComponent(
  () => import("../scenes/Signing/MinutesSigningPage.js"),
  "MinutesSigningPage",
);

// Invitations, referral, support staff, universal links and prototypes (spec §2).

const inviteAcceptRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "invite/accept",
  validateSearch: (search: Record<string, unknown>): { permit?: string } => ({
    permit: optionalString(search, "permit"),
  }),
  component: function InviteAcceptRouteView() {
    const { permit } = inviteAcceptRoute.useSearch();
    return <InviteAcceptPage permit={permit} />;
  },
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
  beforeLoad: async ({ context }) => {
    await requireSupport(context.queryClient);
    throw redirect({ to: "/partner/organisations", replace: true });
  },
});

const partnerOrganisationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "partner/organisations",
  beforeLoad: supportOnly,
  loader: ({ context }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { partnerOrganisationsQuery } = await import("../data/partner.js");
      await queryClient.ensureQueryData(partnerOrganisationsQuery);
    }),
  component: PartnerOrganisationsPage,
});

const partnerPeopleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "partner/people",
  beforeLoad: supportOnly,
  loader: ({ context }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { partnerPeopleQuery } = await import("../data/partner.js");
      await queryClient.ensureQueryData(partnerPeopleQuery);
    }),
  component: PartnerPeoplePage,
});

/** From board-pack e-mails; the page itself says when the pack is not available. */
const packRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "pack/$meetingId",
  staticData: { showsRecord: true },
  component: function PackRouteView() {
    const { meetingId } = packRoute.useParams();
    return <PackPage meetingId={meetingId} />;
  },
});

const minutesSigningRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "minutes-signing/$meetingId",
  staticData: { showsRecord: true },
  component: function MinutesSigningRouteView() {
    const { meetingId } = minutesSigningRoute.useParams();
    return <MinutesSigningPage meetingId={meetingId} />;
  },
});

const proto2Route = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/dash2",
  beforeLoad: () => {
    throw redirect({ href: legacyRedirectHref("proto/dash2"), replace: true });
  },
});

/** The prototype of the assistant screen: the screen itself now lives at /assistant. */
const protoAiRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "proto/ai",
  beforeLoad: () => {
    throw redirect({ to: "/assistant", replace: true });
  },
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
  proto2Route,
  protoAiRoute,
  protoCanvasRoute,
  protoAwpRoute,
] as const;
