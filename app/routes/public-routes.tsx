import { createRoute, redirect } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import { isApiError } from "../data/api-error.js";
import { meQuery } from "../data/me.js";
import { ErrorPage } from "../scenes/Error/ErrorPage.js";
import { OfflinePage } from "../scenes/Offline/OfflinePage.js";
import { legacyRedirectHref, signatureInvalidHref } from "./legacy-redirects.js";
import { safeReturnTo } from "./return-to.js";
import { rootRoute } from "./root-route.js";
import { optionalString } from "./search-params.js";

const OutboxPage = lazyComponent(() => import("../scenes/Outbox/OutboxPage.js"), "OutboxPage");
const LoggedOutPage = lazyComponent(
  () => import("../scenes/SignIn/LoggedOutPage.js"),
  "LoggedOutPage",
);
const DocumentSharePage = lazyComponent(
  () => import("../scenes/DocumentShare/DocumentSharePage.js"),
  "DocumentSharePage",
);
const LoginPage = lazyComponent(() => import("../scenes/SignIn/LoginPage.js"), "LoginPage");
const ExternalSigningPage = lazyComponent(
  () => import("../scenes/Signatures/ExternalSigningPage.js"),
  "ExternalSigningPage",
);
const VerifyPage = lazyComponent(() => import("../scenes/Verify/VerifyPage.js"), "VerifyPage");

/**
 * "/" sends people to My Home when signed in (support users, who have no dashboard, to the
 * partner organisations), else to the sign-in page.
 */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.fetchQuery(meQuery).catch((error: unknown) => {
      if (isApiError(error, 401)) throw redirect({ to: "/account/login", replace: true });
      throw error;
    });
    if (me.person.IsSupport) throw redirect({ to: "/partner/organisations", replace: true });
    throw redirect({ to: "/my-home", replace: true });
  },
});

export type LoginSearch = { returnTo?: string; cancelled?: string; error?: string };

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "account/login",
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    returnTo: optionalString(search, "returnTo"),
    cancelled: optionalString(search, "cancelled"),
    error: optionalString(search, "error"),
  }),
  // Guarded the other way round: someone already signed in goes straight on.
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient
      .fetchQuery({ ...meQuery, retry: false })
      .catch(() => undefined);
    if (me) throw redirect({ href: safeReturnTo(search.returnTo), replace: true });
  },
  component: function LoginRouteView() {
    const search = loginRoute.useSearch();
    return <LoginPage search={search} />;
  },
});

export const loggedOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "logged-out",
  component: LoggedOutPage,
});

export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "outbox",
  component: OutboxPage,
});

export const errorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "error",
  validateSearch: (search: Record<string, unknown>): { code?: string; reason?: string } => ({
    code: optionalString(search, "code"),
    reason: optionalString(search, "reason"),
  }),
  component: function ErrorRouteView() {
    const { code, reason } = errorRoute.useSearch();
    if (code === "signature") return <ErrorPage code="signature" reason={reason} />;
    return <ErrorPage code={code === "403" ? "403" : "404"} />;
  },
});

export const offlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "offline",
  component: OfflinePage,
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "not-found",
  beforeLoad: () => {
    throw redirect({ href: legacyRedirectHref("not-found"), replace: true });
  },
});

const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "forbidden",
  beforeLoad: () => {
    throw redirect({ href: legacyRedirectHref("forbidden"), replace: true });
  },
});

/** Why a signature request cannot be signed (`?reason=` one of the contract's refusals). */
const signatureRequestInvalidRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "signature-request-invalid",
  validateSearch: (search: Record<string, unknown>): { reason?: string } => {
    const reason = optionalString(search, "reason");
    return reason ? { reason } : {};
  },
  beforeLoad: ({ search }) => {
    throw redirect({ href: signatureInvalidHref(search.reason), replace: true });
  },
});

/** Spec §2: a path that is not listed redirects to the root. */
const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  beforeLoad: () => {
    throw redirect({ to: "/", replace: true });
  },
});

/**
 * A document shared with someone outside the board: no sign-in, the signed link (`?link=`) is
 * the proof (server/areas/document-shares/).
 */
export const documentShareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "document-share",
  validateSearch: (search: Record<string, unknown>): { link?: string } => {
    const link = optionalString(search, "link");
    return link ? { link } : {};
  },
  component: function DocumentShareRouteView() {
    const { link } = documentShareRoute.useSearch();
    return <DocumentSharePage token={link ?? ""} />;
  },
});

/** Signing by an e-mailed link, without an account: the signed link (`?link=`) is the proof. */
export const externalSigningRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign",
  validateSearch: (search: Record<string, unknown>): { link?: string } => {
    const link = optionalString(search, "link");
    return link ? { link } : {};
  },
  component: function ExternalSigningRouteView() {
    const { link } = externalSigningRoute.useSearch();
    return <ExternalSigningPage token={link ?? ""} />;
  },
});

/** Anyone holding a PDF checks whether this Quorate sealed it: no sign-in (issue 18). */
export const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "verify",
  component: VerifyPage,
});

export const publicRoutes = [
  indexRoute,
  loginRoute,
  loggedOutRoute,
  outboxRoute,
  errorRoute,
  offlineRoute,
  notFoundRoute,
  forbiddenRoute,
  signatureRequestInvalidRoute,
  documentShareRoute,
  externalSigningRoute,
  verifyRoute,
  unknownPathRoute,
] as const;
