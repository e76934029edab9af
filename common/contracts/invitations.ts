import { z } from "zod";
import { freeText } from "../text.js";
import { registerBody } from "./auth.js";

// Invitations (server/areas/people/invitation-routes.ts, app/scenes/Invitations/).

export const invitationStatuses = ["open", "expired", "used", "withdrawn"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const permitParams = z.strictObject({
  permitId: freeText().min(10).max(200),
});

/** What the invitation page shows; details of the invitee only while it is open. */
export const invitationView = z.object({
  Status: z.enum(invitationStatuses),
  OrganisationId: z.string().nullable(),
  OrganisationName: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string().nullable(),
  RoleLabel: z.string().nullable(),
  HasAccount: z.boolean(),
  ExpiresAt: z.string().nullable(),
  /** The organisation's clock, which the expiry is read on. */
  TimeZone: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** Creating a login from an invitation: sign-up's form, the e-mail address the one invited. */
export const registerWithInvitationBody = registerBody.omit({ email: true });
export type RegisterWithInvitationInput = z.input<typeof registerWithInvitationBody>;

export const acceptedInvitation = z.object({ OrganisationId: z.string(), message: z.string() });
