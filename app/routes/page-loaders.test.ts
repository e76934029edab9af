// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessFlagNames } from "../../common/access.js";
import { actionsQuery, initialActionsView } from "../data/actions.js";
import { committeesQuery } from "../data/committees.js";
import { decisionsQuery, initialDecisionFilters } from "../data/decisions.js";
import { documentsQuery } from "../data/documents/documents.js";
import { foldersQuery } from "../data/documents/folders.js";
import { initialInterestsView, interestsQuery } from "../data/interests.js";
import { meetingDocumentsQuery } from "../data/meetings/meeting-documents.js";
import { meetingQuery, meetingsQuery } from "../data/meetings/meetings.js";
import { allChanges, everyone, peopleChangesQuery, peopleQuery } from "../data/people.js";
import { organisationSettingsQuery } from "../data/settings.js";
import { fakeApi } from "../test/fake-api.js";
import { areaRoutes } from "./area-routes.js";
import { homeAccountRoutes } from "./home-account-routes.js";
import { rootRoute } from "./root-route.js";
import { shellRoute } from "./shell-route.js";

const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([...areaRoutes, ...homeAccountRoutes]),
]);

const me = {
  person: { PersonId: "p1", FullName: "Ana Smith", IsSupport: false },
  organisations: [
    {
      Id: "o1",
      Name: "Harbour Trust",
      Parent: null,
      AccessAllowed: true,
      access: Object.fromEntries(accessFlagNames.map((flag) => [flag, true])),
    },
  ],
  featureFlags: {},
  version: "test",
};

afterEach(() => vi.unstubAllGlobals());

/** Starts the route at `path` as the browser would, without showing any page. */
async function startRoute(path: string) {
  const api = fakeApi({ "GET /api/me": () => me });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { api, queryClient };
}

// The key each page's hook reads, as the page opens.
const pages = [
  {
    path: "/action-items/o1",
    request: "/api/organisations/o1/actions",
    key: actionsQuery("o1", initialActionsView.tab, initialActionsView.ownerId).queryKey,
  },
  {
    path: "/decision-register/o1",
    request: "/api/organisations/o1/decisions",
    key: decisionsQuery("o1", initialDecisionFilters, 1).queryKey,
  },
  {
    path: "/interests-register/o1",
    request: "/api/organisations/o1/interests",
    key: interestsQuery("o1", initialInterestsView.tab, initialInterestsView.personId).queryKey,
  },
  {
    path: "/people/o1",
    request: "/api/organisations/o1/members",
    key: peopleQuery("o1", everyone).queryKey,
  },
  {
    path: "/people/o1/changes",
    request: "/api/organisations/o1/people-changes",
    key: peopleChangesQuery("o1", allChanges).queryKey,
  },
  {
    path: "/organisation-settings/o1",
    request: "/api/organisations/o1/settings",
    key: organisationSettingsQuery("o1").queryKey,
  },
  {
    path: "/meetings/o1?when=past",
    request: "/api/organisations/o1/meetings",
    key: meetingsQuery("o1", "past").queryKey,
  },
  { path: "/meeting/m1", request: "/api/meetings/m1", key: meetingQuery("m1").queryKey },
  {
    path: "/governance-documents/o1?folder=f1",
    request: "/api/organisations/o1/governance-documents",
    key: documentsQuery("o1", { kind: "folder", folderId: "f1" }).queryKey,
  },
  {
    path: "/governance-documents/o1",
    request: "/api/organisations/o1/document-folders",
    key: foldersQuery("o1").queryKey,
  },
  {
    path: "/meeting-documents/o1",
    request: "/api/organisations/o1/meeting-documents",
    key: meetingDocumentsQuery("o1", "").queryKey,
  },
  {
    path: "/committees/o1",
    request: "/api/organisations/o1/committees",
    key: committeesQuery("o1").queryKey,
  },
];

describe("a page's data is asked for when its route starts", () => {
  it.each(pages)("$path asks for $request under the page's key", async (page) => {
    const { api, queryClient } = await startRoute(page.path);
    await vi.waitFor(() => expect(api.calls.map((c) => c.path)).toContain(page.request));
    expect(queryClient.getQueryState(page.key)).toBeDefined();
  });

  it("asks for a meeting's actions page's meeting and actions together", async () => {
    const { api } = await startRoute("/organisation/o1/meetings/m1/actions");
    await vi.waitFor(() =>
      expect(api.calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(["/api/meetings/m1", "/api/organisations/o1/actions"]),
      ),
    );
  });

  it("asks for nothing when the person may not open the page", async () => {
    const { api } = await startRoute("/action-items/o2");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.map((c) => c.path)).toEqual(["/api/me"]);
  });
});
