import { z } from "zod";
import { limits, messages } from "../limits.js";
import { freeText, nameText } from "../text.js";

const requiredText = (max: number) =>
  nameText().min(1, messages.required).max(max, `Use at most ${max} characters.`);

export const emailSchema = freeText()
  .trim()
  .min(1, messages.required)
  .max(limits.emailMax)
  .email("Enter a valid e-mail address.")
  .transform((e) => e.toLowerCase());

export const passwordSchema = freeText()
  .min(1, messages.required)
  .max(limits.passwordMax, "That password is too long.")
  .refine(
    (p) => p.length >= limits.passwordMin && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p),
    messages.passwordRule,
  );

export const registerBody = z.strictObject({
  firstName: requiredText(limits.nameMax),
  lastName: requiredText(limits.nameMax),
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: z.literal(true, { error: messages.acceptTerms }),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailSchema,
  password: freeText().min(1, messages.required).max(limits.passwordMax),
  /** A six-digit authenticator code or a recovery code, when the account has MFA. */
  mfaCode: freeText().trim().max(32).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  status: z.enum(["signedIn", "mfaRequired"]),
});

export const tokenBody = z.strictObject({ token: freeText().min(10).max(200) });
export const emailBody = z.strictObject({ email: emailSchema });
export const resetPasswordBody = z.strictObject({
  token: freeText().min(10).max(200),
  password: passwordSchema,
});
export const changePasswordBody = z.strictObject({
  currentPassword: freeText().min(1, messages.required).max(limits.passwordMax),
  newPassword: passwordSchema,
});
export const mfaCodeBody = z.strictObject({ code: freeText().trim().min(6).max(32) });

export const mfaEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const accessToken = z.object({ token: z.string(), expiresAt: z.string() });
export const messageResult = z.object({ message: z.string() });
/**
 * After an e-mail is queued: "serverLog" when the installation has no SMTP, so the page can say
 * where the message went (the console that started Quorate).
 */
export const mailSentResult = messageResult.extend({
  mailDelivery: z.enum(["smtp", "serverLog"]),
});
export type MailDelivery = z.infer<typeof mailSentResult>["mailDelivery"];

export const csrfResult = z.object({ csrfToken: z.string() });
/** A single sign-on session also ends at the identity provider, through this address. */
export const logoutResult = messageResult.extend({ endSessionUrl: z.string().optional() });

// Single sign-on (server/areas/auth/oidc/routes.ts).
export const oidcConfig = z.object({ enabled: z.boolean() });
export const oidcStartQuery = z.object({ returnTo: freeText().max(2000).optional() });
export const oidcCallbackQuery = z.object({
  error: freeText().max(200).optional(),
  error_description: freeText().max(2000).optional(),
});
export const oidcLogoutQuery = z.object({ hint: freeText().max(20_000).optional() });
