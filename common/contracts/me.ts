import { z } from "zod";
import { accessFlagNames } from "../access.js";
import { featureFlagNames } from "../feature-flags.js";
import { limits, messages } from "../limits.js";
import { roleSchema } from "../roles.js";
import { nameText } from "../text.js";

export const accessFlagsSchema = z.object(
  Object.fromEntries(accessFlagNames.map((f) => [f, z.boolean()])) as Record<
    (typeof accessFlagNames)[number],
    z.ZodBoolean
  >,
);

export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((f) => [f, z.boolean()])) as Record<
    (typeof featureFlagNames)[number],
    z.ZodBoolean
  >,
);

/** An organisation as the spec's client sees it (§3), with the caller's role and access. */
/** What the caller may do in an organisation itself, decided by the server's policies. */
export const organisationAbilities = z.object({
  createCommittee: z.boolean(),
  createMeeting: z.boolean(),
  /** Keep the organisation's list of meeting locations. */
  manageLocations: z.boolean(),
});
export type OrganisationAbilities = z.infer<typeof organisationAbilities>;

export const organisationSummary = z.object({
  Id: z.string(),
  Name: z.string(),
  ShortName: z.string(),
  Status: z.enum(["FreeTrial", "Active", "Cancelled"]),
  TrialStartDate: z.string().nullable(),
  TrialDurationInDays: z.number().int().nullable(),
  TrialDaysLeft: z.number().int().nullable(),
  IsAccountOwner: z.boolean(),
  HasBillingInfo: z.boolean(),
  IsOnboardingRequired: z.boolean(),
  Parent: z.string().nullable(),
  AccessAllowed: z.boolean(),
  Role: roleSchema,
  RoleLabel: z.string(),
  Tags: z.array(z.string()),
  IsBoardMember: z.boolean(),
  Entitlements: z.object({ FlyingMinutes: z.boolean(), Reports: z.boolean() }),
  access: accessFlagsSchema,
  /** What the caller may do to the organisation itself, decided by the server's policies. */
  Abilities: organisationAbilities,
  featureFlags: featureFlagsSchema,
});
export type OrganisationSummary = z.infer<typeof organisationSummary>;

export const currentPerson = z.object({
  FullName: z.string(),
  Email: z.string(),
  PersonId: z.string(),
  IsSupport: z.boolean(),
  IsInstallationAdmin: z.boolean(),
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string().nullable(),
  Title: z.string().nullable(),
  Suffix: z.string().nullable(),
  HasPicture: z.boolean(),
  MfaEnabled: z.boolean(),
});

export const meResponse = z.object({
  person: currentPerson,
  organisations: z.array(organisationSummary),
  featureFlags: featureFlagsSchema,
  version: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

const requiredName = nameText()
  .trim()
  .min(1, messages.required)
  .max(limits.nameMax, `Use at most ${limits.nameMax} characters.`);
const optionalText = (max: number) =>
  nameText().max(max, `Use at most ${max} characters.`).optional();

/**
 * PATCH /api/me/profile (spec §5), in the API's PascalCase, so the profile form uses the same
 * names and server field errors land by their field without mapping.
 */
export const profileBody = z.strictObject({
  FirstName: requiredName,
  LastName: requiredName,
  PhoneNumber: optionalText(limits.phoneMax),
  Title: optionalText(limits.titleMax),
  Suffix: optionalText(limits.suffixMax),
});
export type ProfileUpdate = z.input<typeof profileBody>;
