import { createRoute, redirect } from "@tanstack/react-router";
import { lazyComponent } from "../components/lazy-component.js";
import { legacyRedirectHref } from "./legacy-redirects.js";
import { rootRoute } from "./root-route.js";

const RegisterWithInvitationPage = lazyComponent(
  () => import("../scenes/Invitations/RegisterWithInvitationPage.js"),
  "RegisterWithInvitationPage",
);
const ConfirmEmailPage = lazyComponent(
  () => import("../scenes/SignIn/ConfirmEmailPage.js"),
  "ConfirmEmailPage",
);
const ForgotPasswordPage = lazyComponent(
  () => import("../scenes/SignIn/ForgotPasswordPage.js"),
  "ForgotPasswordPage",
);
const RegisterPage = lazyComponent(
  () => import("../scenes/SignIn/RegisterPage.js"),
  "RegisterPage",
);
const ResetPasswordPage = lazyComponent(
  () => import("../scenes/SignIn/ResetPasswordPage.js"),
  "ResetPasswordPage",
);

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "auth",
  component: RegisterPage,
});

const registerAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register",
  beforeLoad: () => {
    throw redirect({ href: legacyRedirectHref("register"), replace: true });
  },
});

/** The invitation e-mail's link for someone without a login: the permit is checked first. */
const permitRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "_account/register/$permitId",
  component: function PermitRegisterRouteView() {
    const { permitId } = permitRegisterRoute.useParams();
    return <RegisterWithInvitationPage permit={permitId} />;
  },
});

const accountEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "account-email",
});

const accountEmailIndexRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/", replace: true });
  },
});

export const confirmRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "confirm/$token",
  component: function ConfirmRouteView() {
    const { token } = confirmRoute.useParams();
    return <ConfirmEmailPage token={token} />;
  },
});

// The old names of the confirmation link, kept under account-email (spec §2).
const confirmEmailRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "confirm-email/$token",
  component: function ConfirmEmailRouteView() {
    const { token } = confirmEmailRoute.useParams();
    return <ConfirmEmailPage token={token} />;
  },
});

const confirmationEmailRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "confirmation-email/$token",
  component: function ConfirmationEmailRouteView() {
    const { token } = confirmationEmailRoute.useParams();
    return <ConfirmEmailPage token={token} />;
  },
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "reset-password/$token",
  component: function ResetPasswordRouteView() {
    const { token } = resetPasswordRoute.useParams();
    return <ResetPasswordPage token={token} />;
  },
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "forgot-password",
  component: ForgotPasswordPage,
});

const accountEmailRegisterRoute = createRoute({
  getParentRoute: () => accountEmailRoute,
  path: "register/$token",
  component: RegisterPage,
});

function legacyTokenRoute(
  path: "confirm-email/$token" | "confirmation-email/$token" | "reset-password/$token",
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ params }) => {
      throw redirect({ href: legacyRedirectHref(path, params), replace: true });
    },
  });
}

const legacyRegisterTokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register/$token",
  beforeLoad: ({ params }) => {
    throw redirect({ href: legacyRedirectHref("register/$token", params), replace: true });
  },
});

export const accountEmailRoutes = [
  registerRoute,
  registerAliasRoute,
  permitRegisterRoute,
  accountEmailRoute.addChildren([
    accountEmailIndexRoute,
    confirmRoute,
    confirmEmailRoute,
    confirmationEmailRoute,
    resetPasswordRoute,
    forgotPasswordRoute,
    accountEmailRegisterRoute,
  ]),
  legacyTokenRoute("confirm-email/$token"),
  legacyTokenRoute("confirmation-email/$token"),
  legacyTokenRoute("reset-password/$token"),
  legacyRegisterTokenRoute,
] as const;
