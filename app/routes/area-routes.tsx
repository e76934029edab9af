import type { QueryClient } from "@tanstack/react-query";
import { createRoute, redirect } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import type { MeetingListWhen } from "../data/meetings/meetings.js";
import type { RsvpAnswer } from "../scenes/Meetings/RsvpPanel.js";
import { legacyRedirectHref } from "./legacy-redirects.js";
import { splitMatrixParams } from "./matrix-params.js";
import { orgGuard } from "./org-guard.js";
import { startPageData } from "./page-data.js";
import { optionalString, positivePage } from "./search-params.js";
import { shellRoute } from "./shell-route.js";

const ActionsPage = lazyComponent(() => import("../scenes/Actions/ActionsPage.js"), "ActionsPage");
const BetweenMeetingsPage = lazyComponent(
  () => import("../scenes/BetweenMeetings/BetweenMeetingsPage.js"),
  "BetweenMeetingsPage",
);
const ReportPage = lazyComponent(
  () => import("../scenes/BetweenMeetings/ReportPage.js"),
  "ReportPage",
);
const FlyingMinutePage = lazyComponent(
  () => import("../scenes/BetweenMeetings/FlyingMinutePage.js"),
  "FlyingMinutePage",
);
const DecisionsPage = lazyComponent(
  () => import("../scenes/Decisions/DecisionsPage.js"),
  "DecisionsPage",
);
const MeetingDocumentsPage = lazyComponent(
  () => import("../scenes/MeetingDocuments/MeetingDocumentsPage.js"),
  "MeetingDocumentsPage",
);
const DocumentsPage = lazyComponent(
  () => import("../scenes/Documents/DocumentsPage.js"),
  "DocumentsPage",
);
const InterestsPage = lazyComponent(
  () => import("../scenes/Interests/InterestsPage.js"),
  "InterestsPage",
);
const MeetingActionsPage = lazyComponent(
  () => import("../scenes/Actions/MeetingActionsPage.js"),
  "MeetingActionsPage",
);
const MeetingPage = lazyComponent(() => import("../scenes/Meetings/MeetingPage.js"), "MeetingPage");
const MeetingsPage = lazyComponent(
  () => import("../scenes/Meetings/MeetingsPage.js"),
  "MeetingsPage",
);
const PeopleChangesPage = lazyComponent(
  () => import("../scenes/People/PeopleChangesPage.js"),
  "PeopleChangesPage",
);
const PeoplePage = lazyComponent(() => import("../scenes/People/PeoplePage.js"), "PeoplePage");
const SignatureRequestPage = lazyComponent(
  () => import("../scenes/Signatures/SignatureRequestPage.js"),
  "SignatureRequestPage",
);
const SignatureRequestEditorPage = lazyComponent(
  () => import("../scenes/Signatures/SignatureRequestEditorPage.js"),
  "SignatureRequestEditorPage",
);
const SettingsPage = lazyComponent(
  () => import("../scenes/Settings/SettingsPage.js"),
  "SettingsPage",
);

/** The Actions page as it opens (the current tab, everyone's). */
async function ensureActions(queryClient: QueryClient, orgId: string): Promise<void> {
  const { actionsQuery, initialActionsView: view } = await import("../data/actions.js");
  await queryClient.ensureQueryData(actionsQuery(orgId, view.tab, view.ownerId));
}

// The per-organisation areas of spec §2. Those not built yet say so inside the shell.

const meetingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "meetings/$orgId",
  validateSearch: (search: Record<string, unknown>): { when?: "past" } => ({
    when: optionalString(search, "when") === "past" ? "past" : undefined,
  }),
  beforeLoad: orgGuard("meetings"),
  loaderDeps: ({ search }): { when: MeetingListWhen } => ({ when: search.when ?? "upcoming" }),
  loader: ({ context, params, deps }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { meetingsQuery } = await import("../data/meetings/meetings.js");
      await queryClient.ensureQueryData(
        meetingsQuery(splitMatrixParams(params.orgId).id, deps.when),
      );
    }),
  component: function MeetingsRouteView() {
    const { orgId } = meetingsRoute.useParams();
    const { when } = meetingsRoute.useSearch();
    return <MeetingsPage orgId={splitMatrixParams(orgId).id} when={when ?? "upcoming"} />;
  },
});

/** The server decides who may see a meeting; the page turns its 403/404 into the error page. */
const meetingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "meeting/$meetingId",
  staticData: { showsRecord: true },
  // The notice e-mail's reply links: ?rsvp=attending or ?rsvp=apology.
  // A search result's agenda item: ?item={agendaItemId}.
  validateSearch: (search: Record<string, unknown>): { rsvp?: RsvpAnswer; item?: string } => {
    const rsvp = optionalString(search, "rsvp");
    const item = optionalString(search, "item");
    return {
      ...(rsvp === "attending" || rsvp === "apology" ? { rsvp } : {}),
      ...(item ? { item } : {}),
    };
  },
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { meetingQuery } = await import("../data/meetings/meetings.js");
      await queryClient.ensureQueryData(meetingQuery(params.meetingId));
    }),
  component: function MeetingRouteView() {
    const { meetingId } = meetingRoute.useParams();
    const { rsvp, item } = meetingRoute.useSearch();
    return <MeetingPage meetingId={meetingId} rsvpFromLink={rsvp ?? null} focusItemId={item} />;
  },
});

const actionItemsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "action-items/$orgId",
  beforeLoad: orgGuard("action"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, (queryClient) =>
      ensureActions(queryClient, splitMatrixParams(params.orgId).id),
    ),
  component: function ActionItemsRouteView() {
    const { orgId } = actionItemsRoute.useParams();
    return <ActionsPage orgId={splitMatrixParams(orgId).id} />;
  },
});

/** Landing from an action e-mail. */
const meetingActionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "organisation/$orgId/meetings/$meetingId/actions",
  beforeLoad: (args) => orgGuard("action")(args),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { meetingQuery } = await import("../data/meetings/meetings.js");
      await Promise.all([
        queryClient.ensureQueryData(meetingQuery(params.meetingId)),
        ensureActions(queryClient, splitMatrixParams(params.orgId).id),
      ]);
    }),
  component: function MeetingActionsRouteView() {
    const { orgId, meetingId } = meetingActionsRoute.useParams();
    return <MeetingActionsPage orgId={splitMatrixParams(orgId).id} meetingId={meetingId} />;
  },
});

const reportsRedirectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "reports/$orgId",
  beforeLoad: ({ params }) => {
    throw redirect({ href: legacyRedirectHref("reports/$orgId", params), replace: true });
  },
});

const betweenMeetingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "between-meetings/$orgId",
  beforeLoad: async (args) => {
    // The old bar addressed the tabs as ;flyingMinutes and ;reports.
    const { id, params } = splitMatrixParams(args.params.orgId);
    if ("flyingMinutes" in params) {
      throw redirect({ to: "/between-meetings/$orgId/flying-minutes", params: { orgId: id } });
    }
    if ("reports" in params) {
      throw redirect({ to: "/between-meetings/$orgId/reports", params: { orgId: id } });
    }
    await orgGuard("between_meetings")(args);
  },
  loader: ({ context, params }) => loadFlyingMinutes(context.queryClient, params.orgId),
  component: function BetweenMeetingsRouteView() {
    const { orgId } = betweenMeetingsRoute.useParams();
    return <BetweenMeetingsPage orgId={splitMatrixParams(orgId).id} tab="flyingMinutes" />;
  },
});

function loadFlyingMinutes(queryClient: QueryClient, orgParam: string) {
  return startPageData(queryClient, async (client) => {
    const { flyingMinutesQuery } = await import("../data/between-meetings.js");
    await client.ensureQueryData(flyingMinutesQuery(splitMatrixParams(orgParam).id));
  });
}

const flyingMinutesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "between-meetings/$orgId/flying-minutes",
  beforeLoad: orgGuard("between_meetings"),
  loader: ({ context, params }) => loadFlyingMinutes(context.queryClient, params.orgId),
  component: function FlyingMinutesRouteView() {
    const { orgId } = flyingMinutesRoute.useParams();
    return <BetweenMeetingsPage orgId={splitMatrixParams(orgId).id} tab="flyingMinutes" />;
  },
});

const betweenMeetingReportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "between-meetings/$orgId/reports",
  beforeLoad: orgGuard("between_meetings"),
  loader: ({ context, params }) => loadFlyingMinutes(context.queryClient, params.orgId),
  component: function BetweenMeetingReportsRouteView() {
    const { orgId } = betweenMeetingReportsRoute.useParams();
    return <BetweenMeetingsPage orgId={splitMatrixParams(orgId).id} tab="reports" />;
  },
});

const reportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "report/$reportId",
  staticData: { showsRecord: true },
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { reportQuery } = await import("../data/reports.js");
      await queryClient.ensureQueryData(reportQuery(params.reportId));
    }),
  component: function ReportRouteView() {
    const { reportId } = reportRoute.useParams();
    return <ReportPage reportId={reportId} />;
  },
});

const flyingMinuteRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "flying-minute/$flyingMinuteId",
  staticData: { showsRecord: true },
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { flyingMinuteQuery } = await import("../data/between-meetings.js");
      await queryClient.ensureQueryData(flyingMinuteQuery(params.flyingMinuteId));
    }),
  component: function FlyingMinuteRouteView() {
    const { flyingMinuteId } = flyingMinuteRoute.useParams();
    return <FlyingMinutePage flyingMinuteId={flyingMinuteId} />;
  },
});

const meetingDocumentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "meeting-documents/$orgId",
  beforeLoad: orgGuard("documents"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { meetingDocumentsQuery } = await import("../data/meetings/meeting-documents.js");
      await queryClient.ensureQueryData(meetingDocumentsQuery(params.orgId, ""));
    }),
  component: function MeetingDocumentsRouteView() {
    const { orgId } = meetingDocumentsRoute.useParams();
    return <MeetingDocumentsPage orgId={orgId} />;
  },
});

/**
 * Also addressed as governance-documents/{orgId};doc={documentVersionId} by citations. The
 * folder shown is in the address (`?folder=`), so Back and Forward move between folders.
 */
const governanceDocumentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "governance-documents/$orgId",
  validateSearch: (search: Record<string, unknown>): { folder?: string; page?: number } => {
    const folder = optionalString(search, "folder");
    const page = positivePage(search.page);
    return { ...(folder ? { folder } : {}), ...(page ? { page } : {}) };
  },
  beforeLoad: orgGuard("documents_governance"),
  loaderDeps: ({ search }) => ({ folderId: search.folder ?? null }),
  loader: ({ context, params, deps }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const [{ foldersQuery }, { documentsQuery }] = await Promise.all([
        import("../data/documents/folders.js"),
        import("../data/documents/documents.js"),
      ]);
      const orgId = splitMatrixParams(params.orgId).id;
      await Promise.all([
        queryClient.ensureQueryData(foldersQuery(orgId)),
        queryClient.ensureQueryData(
          documentsQuery(orgId, { kind: "folder", folderId: deps.folderId }),
        ),
      ]);
    }),
  component: function GovernanceDocumentsRouteView() {
    const { orgId } = governanceDocumentsRoute.useParams();
    const { folder, page } = governanceDocumentsRoute.useSearch();
    const navigate = governanceDocumentsRoute.useNavigate();
    const id = splitMatrixParams(orgId).id;
    return (
      <DocumentsPage
        orgId={id}
        citedVersionId={splitMatrixParams(orgId).params.doc || undefined}
        citedPage={page}
        folderId={folder ?? null}
        onOpenFolder={(folderId) =>
          void navigate({
            to: "/governance-documents/$orgId",
            // Opening a folder leaves a cited document (;doc=) behind: the address is the folder's.
            params: { orgId: id },
            search: folderId ? { folder: folderId } : {},
          })
        }
      />
    );
  },
});

const decisionRegisterRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "decision-register/$orgId",
  beforeLoad: orgGuard("decisionRegister"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { decisionsQuery, initialDecisionFilters } = await import("../data/decisions.js");
      const orgId = splitMatrixParams(params.orgId).id;
      await queryClient.ensureQueryData(decisionsQuery(orgId, initialDecisionFilters, 1));
    }),
  component: function DecisionRegisterRouteView() {
    const { orgId } = decisionRegisterRoute.useParams();
    return <DecisionsPage orgId={splitMatrixParams(orgId).id} />;
  },
});

const peopleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "people/$orgId",
  beforeLoad: orgGuard("people"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { peopleQuery, everyone } = await import("../data/people.js");
      await queryClient.ensureQueryData(peopleQuery(splitMatrixParams(params.orgId).id, everyone));
    }),
  component: function PeopleRouteView() {
    const { orgId } = peopleRoute.useParams();
    return <PeoplePage orgId={splitMatrixParams(orgId).id} />;
  },
});

const peopleChangesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "people/$orgId/changes",
  beforeLoad: orgGuard("people"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { peopleChangesQuery, allChanges } = await import("../data/people.js");
      const orgId = splitMatrixParams(params.orgId).id;
      await queryClient.ensureQueryData(peopleChangesQuery(orgId, allChanges));
    }),
  component: function PeopleChangesRouteView() {
    const { orgId } = peopleChangesRoute.useParams();
    return <PeopleChangesPage orgId={splitMatrixParams(orgId).id} />;
  },
});

const peopleChangesRedirectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "people-changes/$orgId",
  beforeLoad: ({ params }) => {
    throw redirect({ href: legacyRedirectHref("people-changes/$orgId", params), replace: true });
  },
});

const interestsRegisterRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "interests-register/$orgId",
  beforeLoad: orgGuard("interestRegister"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { interestsQuery, initialInterestsView: view } = await import("../data/interests.js");
      const orgId = splitMatrixParams(params.orgId).id;
      await queryClient.ensureQueryData(interestsQuery(orgId, view.tab, view.personId));
    }),
  component: function InterestsRegisterRouteView() {
    const { orgId } = interestsRegisterRoute.useParams();
    return <InterestsPage orgId={splitMatrixParams(orgId).id} />;
  },
});

const organisationSettingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "organisation-settings/$orgId",
  beforeLoad: orgGuard("settings"),
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { organisationSettingsQuery } = await import("../data/settings.js");
      await queryClient.ensureQueryData(
        organisationSettingsQuery(splitMatrixParams(params.orgId).id),
      );
    }),
  component: function OrganisationSettingsRouteView() {
    const { orgId } = organisationSettingsRoute.useParams();
    return <SettingsPage orgId={splitMatrixParams(orgId).id} />;
  },
});

/** Asking for signatures on a library document's version (issue 18), from its viewer. */
const newSignatureRequestRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "signature-request/new",
  validateSearch: (search: Record<string, unknown>): { version?: string } => {
    const version = optionalString(search, "version");
    return version ? { version } : {};
  },
  loaderDeps: ({ search }) => ({ version: search.version ?? "" }),
  loader: ({ context, deps }) =>
    startPageData(context.queryClient, async (queryClient) => {
      if (!deps.version) return;
      const { possibleSignersQuery } = await import("../data/signature-requests.js");
      await queryClient.ensureQueryData(possibleSignersQuery(deps.version));
    }),
  component: function NewSignatureRequestRouteView() {
    const { version } = newSignatureRequestRoute.useSearch();
    return <SignatureRequestEditorPage documentVersionId={version ?? ""} />;
  },
});

/** A signature request: its status for everyone it concerns, Review & Sign for its signers. */
const signatureRequestRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "signature-request/$signatureRequestId",
  staticData: { showsRecord: true },
  loader: ({ context, params }) =>
    startPageData(context.queryClient, async (queryClient) => {
      const { signingViewQuery } = await import("../data/signature-requests.js");
      await queryClient.ensureQueryData(
        signingViewQuery({ kind: "request", signatureRequestId: params.signatureRequestId }),
      );
    }),
  component: function SignatureRequestRouteView() {
    const { signatureRequestId } = signatureRequestRoute.useParams();
    return <SignatureRequestPage signatureRequestId={signatureRequestId} />;
  },
});

export const areaRoutes = [
  meetingsRoute,
  meetingRoute,
  actionItemsRoute,
  meetingActionsRoute,
  reportsRedirectRoute,
  betweenMeetingsRoute,
  flyingMinutesRoute,
  betweenMeetingReportsRoute,
  reportRoute,
  flyingMinuteRoute,
  meetingDocumentsRoute,
  governanceDocumentsRoute,
  decisionRegisterRoute,
  peopleRoute,
  peopleChangesRoute,
  peopleChangesRedirectRoute,
  interestsRegisterRoute,
  organisationSettingsRoute,
  newSignatureRequestRoute,
  signatureRequestRoute,
] as const;
