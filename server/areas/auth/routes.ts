import {
  accessToken,
  changePasswordBody,
  csrfResult,
  emailBody,
  loginBody,
  loginResult,
  logoutResult,
  mailSentResult,
  messageResult,
  mfaCodeBody,
  mfaEnrolment,
  recoveryCodes,
  registerBody,
  resetPasswordBody,
  tokenBody,
} from "../../../common/contracts/auth.js";
import { clearSessionCookie, sessionCookie, setSessionCookie } from "../../http/cookies.js";
import { ensureCsrfCookie } from "../../http/csrf.js";
import { publicRoute, requireActor, signedIn } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { confirmEmail, resendConfirmation } from "./confirm-email.js";
import { removeMfa, startMfaEnrolment, verifyMfaEnrolment } from "./mfa-enrolment.js";
import { changePassword, requestPasswordReset, resetPassword } from "./password-reset.js";
import { registerAccount } from "./register-account.js";
import { hashToken } from "./secret-tokens.js";
import { createSession, findSession, revokeOtherSessions, revokeSession } from "./session-store.js";
import { checkSignIn } from "./sign-in.js";

const tags = ["auth"];

export function registerAuthRoutes(app: App, services: Services): void {
  const { database, config } = services;
  const db = database.db;
  const mailDelivery = config.smtpUrl ? ("smtp" as const) : ("serverLog" as const);

  app.get(
    "/api/auth/csrf",
    {
      schema: { tags, response: { 200: csrfResult } },
      config: { access: publicRoute("the page needs the CSRF token before anyone signs in") },
    },
    async (request, reply) => ({ csrfToken: ensureCsrfCookie(request, reply) }),
  );

  app.post(
    "/api/auth/register",
    {
      schema: { tags, body: registerBody, response: { 201: mailSentResult } },
      config: {
        access: publicRoute("creating an account happens before sign-in"),
        sendsMail: "accountLink",
      },
    },
    async (request, reply) => {
      await registerAccount(db, request.body, services.publicUrl());
      return reply.status(201).send({
        message: "We have sent you an e-mail. Open the link in it to confirm your address.",
        mailDelivery,
      });
    },
  );

  app.post(
    "/api/auth/confirm-email",
    {
      schema: { tags, body: tokenBody, response: { 200: messageResult } },
      config: { access: publicRoute("the e-mail link is the proof") },
    },
    async (request) => {
      await confirmEmail(db, request.body.token);
      return { message: "Thank you: your e-mail address is confirmed. You can sign in now." };
    },
  );

  app.post(
    "/api/auth/resend-confirmation",
    {
      schema: { tags, body: emailBody, response: { 202: mailSentResult } },
      config: {
        access: publicRoute("people who cannot sign in yet ask for a new link"),
        sendsMail: "accountLink",
      },
    },
    async (request, reply) => {
      await resendConfirmation(db, request.body.email, services.publicUrl());
      return reply.status(202).send({
        message: "If that address has an unconfirmed account, a new link is on its way.",
        mailDelivery,
      });
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: { tags, body: loginBody, response: { 200: loginResult } },
      config: { access: publicRoute("signing in") },
    },
    async (request, reply) => {
      const outcome = await checkSignIn(db, request.body, request.ip, {
        maxFailures: config.loginMaxFailures,
        windowMinutes: config.loginWindowMinutes,
      });
      if (outcome.status === "mfaRequired") return { status: "mfaRequired" as const };
      // Rotate: whatever session this browser had is ended before a new one starts.
      const previous = request.cookies[sessionCookie];
      if (previous) await revokeSession(db, hashToken(previous));
      const session = await createSession(db, {
        personId: outcome.personId,
        days: config.sessionDays,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { status: "signedIn" as const };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: { tags, response: { 200: logoutResult } },
      config: { access: publicRoute("signing out works even when the session has already ended") },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie];
      let endSessionUrl: string | undefined;
      if (token) {
        const session = await findSession(db, hashToken(token));
        await revokeSession(db, hashToken(token));
        if (session && session.method !== "password") {
          endSessionUrl = `/api/auth/oidc/logout?hint=${encodeURIComponent(session.idTokenHint ?? "")}`;
        }
      }
      clearSessionCookie(request, reply);
      return { message: "You are signed out.", endSessionUrl };
    },
  );

  app.post(
    "/api/auth/forgot-password",
    {
      schema: { tags, body: emailBody, response: { 202: mailSentResult } },
      config: {
        access: publicRoute("people who forgot their password cannot sign in"),
        sendsMail: "accountLink",
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, services.publicUrl());
      return reply.status(202).send({
        message: "If that address has an account, we have sent a link to reset the password.",
        mailDelivery,
      });
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: { tags, body: resetPasswordBody, response: { 200: messageResult } },
      config: { access: publicRoute("the e-mail link is the proof") },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: "Your password has been changed. Sign in with the new one." };
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      schema: { tags, body: changePasswordBody, response: { 200: messageResult } },
      config: { access: signedIn },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await changePassword(db, {
        personId: actor.personId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepSessionHash: actor.sessionTokenHash,
      });
      // Every session ends with the old password; this browser gets a fresh one.
      await revokeOtherSessions(db, actor.personId);
      const session = await createSession(db, {
        personId: actor.personId,
        days: config.sessionDays,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return {
        message: "Your password has been changed. Your other devices have been signed out.",
      };
    },
  );

  app.get(
    "/api/auth/token",
    { schema: { tags, response: { 200: accessToken } }, config: { access: signedIn } },
    async (request) => {
      const actor = requireActor(request);
      return services.tokens.mint(actor.personId, actor.sessionTokenHash);
    },
  );

  app.post(
    "/api/auth/mfa/enrol",
    { schema: { tags, response: { 200: mfaEnrolment } }, config: { access: signedIn } },
    async (request) => startMfaEnrolment(db, requireActor(request).personId),
  );

  app.post(
    "/api/auth/mfa/verify",
    {
      schema: { tags, body: mfaCodeBody, response: { 200: recoveryCodes } },
      config: { access: signedIn },
    },
    async (request) => ({
      recoveryCodes: await verifyMfaEnrolment(
        db,
        requireActor(request).personId,
        request.body.code,
      ),
    }),
  );

  app.post(
    "/api/auth/mfa/remove",
    {
      schema: { tags, body: mfaCodeBody, response: { 200: messageResult } },
      config: { access: signedIn },
    },
    async (request) => {
      await removeMfa(db, requireActor(request).personId, request.body.code);
      return { message: "Two-step sign-in is off." };
    },
  );
}
