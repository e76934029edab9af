import { z } from "zod";
import { limits, messages } from "../limits.js";
import { roleSchema } from "../roles.js";
import { freeText, nameText } from "../text.js";

export const createBoardBody = z.strictObject({
  name: nameText().trim().min(1, messages.required).max(limits.organisationNameMax),
  shortName: nameText().trim().max(limits.organisationShortNameMax).optional(),
  country: freeText().trim().length(2, "Use a two-letter country code.").default("NZ"),
});

export const createCommitteeBody = z.strictObject({
  name: nameText().trim().min(1, messages.required).max(limits.organisationNameMax),
  shortName: nameText().trim().max(limits.organisationShortNameMax).optional(),
  /** The committee's administrator: a login-enabled member of the board. */
  administratorPersonId: z.uuid("Choose the committee's administrator."),
});

/** A new board or committee. */
export const createdOrganisation = z.object({ Id: z.string() });

/** The audit chain recomputed: where it first breaks, if it does. */
export const auditVerification = z.object({
  valid: z.boolean(),
  entries: z.number().int(),
  firstBroken: z
    .object({
      seq: z.number().int(),
      id: z.number().int(),
      at: z.string(),
      reason: z.string(),
    })
    .optional(),
});

export const orgParams = z.strictObject({ orgId: z.uuid("That organisation id is not valid.") });

export const addMemberBody = z.strictObject({
  firstName: nameText().trim().min(1, messages.required).max(limits.nameMax),
  lastName: nameText().trim().min(1, messages.required).max(limits.nameMax),
  email: freeText().trim().toLowerCase().email("Enter a valid e-mail address.").optional(),
  role: roleSchema,
  isBoardMember: z.boolean().default(false),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

export const memberSummary = z.object({
  PersonId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  Email: z.string().nullable(),
  Role: roleSchema,
  RoleLabel: z.string(),
  Tags: z.array(z.string()),
  IsBoardMember: z.boolean(),
  LoginEnabled: z.boolean(),
  AccessAllowed: z.boolean(),
  IsAccountOwner: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/**
 * The members directory (GET …/members, people area) as the pickers read it: the members
 * alone, each as a summary; the rest of the directory is not read.
 */
export const memberList = z.object({ members: z.array(memberSummary) });
