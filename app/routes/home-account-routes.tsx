import { createRoute, redirect } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import { currentOrganisationId } from "../components/shell/current-organisation.js";
import { boardOf, chooseSelectedOrganisation } from "../components/shell/organisation-tree.js";
import { meQuery } from "../data/me.js";
import { MyHomePage } from "../scenes/MyHome/MyHomePage.js";
import { requireOrganisation } from "./org-access.js";
import { startPageData } from "./page-data.js";
import { optionalString } from "./search-params.js";
import { shellRoute } from "./shell-route.js";

const CommitteesPage = lazyComponent(
  () => import("../scenes/Committees/CommitteesPage.js"),
  "CommitteesPage",
);
const NoCommitteeBoardPage = lazyComponent(
  () => import("../scenes/Committees/NoCommitteeBoardPage.js"),
  "NoCommitteeBoardPage",
);
const MyAccountPage = lazyComponent(
  () => import("../scenes/MyAccount/MyAccountPage.js"),
  "MyAccountPage",
);

export const myHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "my-home",
  // Support users have no dashboard (spec §6): their home is the partner list.
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery);
    if (me.person.IsSupport) throw redirect({ to: "/partner/organisations", replace: true });
  },
  validateSearch: (search: Record<string, unknown>): { proto?: string } => ({
    proto: optionalString(search, "proto"),
  }),
  component: function MyHomeRouteView() {
    const { proto } = myHomeRoute.useSearch();
    return <MyHomePage proto={proto} />;
  },
});

export type MyAccountTab = "profile" | "1" | "organisations";

export const myAccountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "my-account",
  validateSearch: (search: Record<string, unknown>): { tab?: MyAccountTab } => {
    const tab = optionalString(search, "tab");
    return { tab: tab === "1" || tab === "organisations" || tab === "profile" ? tab : undefined };
  },
  component: function MyAccountRouteView() {
    const { tab } = myAccountRoute.useSearch();
    return <MyAccountPage tab={tab ?? "profile"} />;
  },
});

/** An organisation's front door: its meetings when the person may see them, else My Home. */
const organisationLandingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "organisation-landing/$orgId",
  beforeLoad: async ({ context, params }) => {
    const org = await requireOrganisation(context.queryClient, params.orgId);
    if (org.access.meetings) {
      throw redirect({ to: "/meetings/$orgId", params: { orgId: org.Id }, replace: true });
    }
    throw redirect({ to: "/my-home", replace: true });
  },
});

/** Committees without an id opens the board the person is working in, when they may. */
const committeesIndexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "committees",
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQuery);
    const selected = chooseSelectedOrganisation(
      me.organisations,
      undefined,
      currentOrganisationId(),
    );
    const board = selected && boardOf(me.organisations, selected);
    const target = board?.access.committees
      ? board
      : me.organisations.find((o) => o.Parent === null && o.access.committees);
    if (target) {
      throw redirect({ to: "/committees/$orgId", params: { orgId: target.Id }, replace: true });
    }
  },
  component: NoCommitteeBoardPage,
});

export const committeesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "committees/$orgId",
  beforeLoad: async ({ context, params }) => {
    await requireOrganisation(context.queryClient, params.orgId, "committees");
  },
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { committeesQuery } = await import("../data/committees.js");
      await queryClient.ensureQueryData(committeesQuery(params.orgId));
    }),
  component: function CommitteesRouteView() {
    const { orgId } = committeesRoute.useParams();
    return <CommitteesPage orgId={orgId} />;
  },
});

export const homeAccountRoutes = [
  myHomeRoute,
  myAccountRoute,
  organisationLandingRoute,
  committeesIndexRoute,
  committeesRoute,
] as const;
