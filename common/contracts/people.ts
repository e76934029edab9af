import { z } from "zod";
import { limits, messages } from "../limits.js";
import { roleSchema } from "../roles.js";
import { freeText, nameText } from "../text.js";
import { memberSummary } from "./organisations.js";

// The People area (server/areas/people/routes.ts, app/data/people.ts).

export const peopleMessages = {
  date: "Use a date like 2026-12-03.",
  endBeforeStart: "The end date can't be before the start date.",
  email: "Enter a valid e-mail address.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
  emailForInvite: "An invitation needs an e-mail address.",
  ownRole: "You cannot change your own role.",
  lastAdministrator:
    "This is the organisation's last Administrator. Make someone else an Administrator first.",
  removeSelf: "You cannot remove yourself. Ask another administrator to do it.",
  revokeSelf: "You cannot revoke your own access.",
  removeOwner: "This person is the account owner. Make someone else the account owner first.",
  notMember: "That person is not in this organisation.",
  alreadyCanLogin: "This person can already log in.",
  emailOfAccount: "This person has their own login; they change their e-mail address themselves.",
  transferWord: 'Type "Transfer" to confirm.',
  ownerAlready: "This person is already the account owner.",
  ownerMustLogIn: "The account owner must be able to log in. Grant them access first.",
  ownerRole: "The account owner must be an Administrator, Chair or Secretary.",
  noAccountToReset: "This person has no login, so there is no password to reset.",
} as const;

export const loginStatuses = ["CanLogin", "InvitationPending", "NoAccess"] as const;
export const loginStatusSchema = z.enum(loginStatuses);
export type LoginStatus = z.infer<typeof loginStatusSchema>;

/** The words people see for each login status (board-portal behaviour, People). */
export const loginStatusLabels: Record<LoginStatus, string> = {
  CanLogin: "Can Login",
  InvitationPending: "Invitation Pending",
  NoAccess: "No Access",
};

const calendarDate = z.iso.date(peopleMessages.date);
const name = nameText(messages.required)
  .trim()
  .min(1, messages.required)
  .max(limits.nameMax, peopleMessages.tooLong(limits.nameMax));
const optionalText = (max: number) =>
  nameText()
    .max(max, peopleMessages.tooLong(max))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
const email = freeText()
  .trim()
  .toLowerCase()
  .max(limits.emailMax, peopleMessages.tooLong(limits.emailMax))
  .email(peopleMessages.email);
const tags = z.array(nameText().min(1).max(40, peopleMessages.tooLong(40))).max(20);

/** Tenure (board profile): both dates optional; the end not before the start. */
const tenureFields = {
  tenureStartsOn: calendarDate.nullable().optional(),
  tenureEndsOn: calendarDate.nullable().optional(),
};
function endNotBeforeStart(v: { tenureStartsOn?: string | null; tenureEndsOn?: string | null }) {
  return !v.tenureStartsOn || !v.tenureEndsOn || v.tenureEndsOn >= v.tenureStartsOn;
}
const endRefinement = { message: peopleMessages.endBeforeStart, path: ["tenureEndsOn"] };

export const memberParams = z.strictObject({
  orgId: z.uuid("That organisation id is not valid."),
  personId: z.uuid("That person id is not valid."),
});

export const memberListQuery = z.strictObject({
  search: freeText().trim().max(100).optional(),
  role: roleSchema.optional(),
  loginStatus: loginStatusSchema.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

/**
 * Adding a person. `login` "invite" e-mails an invitation; "none" keeps a record only
 * (for minutes and reminders). Left out (API callers before invitations existed), an
 * existing account with the same e-mail is linked at once and anyone else is a record.
 */
export const addPersonBody = z
  .strictObject({
    firstName: name,
    lastName: name,
    email: email.optional(),
    role: roleSchema,
    isBoardMember: z.boolean().default(false),
    tags: tags.default([]),
    title: optionalText(limits.titleMax),
    suffix: optionalText(limits.suffixMax),
    phoneNumber: optionalText(limits.phoneMax),
    login: z.enum(["invite", "none"]).optional(),
    ...tenureFields,
  })
  .refine(endNotBeforeStart, endRefinement)
  .refine((v) => v.login !== "invite" || v.email !== undefined, {
    message: peopleMessages.emailForInvite,
    path: ["email"],
  });
export type AddPersonInput = z.input<typeof addPersonBody>;

/** Editing a person's card: only the fields sent change. */
export const editPersonBody = z
  .strictObject({
    firstName: name.optional(),
    lastName: name.optional(),
    email: email.nullable().optional(),
    role: roleSchema.optional(),
    isBoardMember: z.boolean().optional(),
    tags: tags.optional(),
    title: optionalText(limits.titleMax),
    suffix: optionalText(limits.suffixMax),
    phoneNumber: optionalText(limits.phoneMax),
    ...tenureFields,
  })
  .refine(endNotBeforeStart, endRefinement);
export type EditPersonInput = z.input<typeof editPersonBody>;

export const transferOwnershipBody = z.strictObject({
  confirmation: z.literal("Transfer", { error: peopleMessages.transferWord }),
});

/** What the viewer may do to one person on the directory, decided by the server's policy. */
export const personAbilities = z.object({
  /** Edit their card, reset their password (when they have an account). */
  edit: z.boolean(),
  /** Change their role: never one's own. */
  changeRole: z.boolean(),
  /** Grant or revoke their access: never one's own. */
  changeAccess: z.boolean(),
  /** Remove them: never oneself, nor the account owner. */
  remove: z.boolean(),
  /** Make them the account owner (only the current owner does). */
  transferOwnership: z.boolean(),
});
export type PersonAbilities = z.infer<typeof personAbilities>;

export const personSummary = memberSummary.extend({
  Title: z.string().nullable(),
  Suffix: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  HasAccount: z.boolean(),
  LoginStatus: loginStatusSchema,
  /** When the open invitation runs out (Invitation Pending only). */
  InvitationExpiresAt: z.string().nullable(),
  TenureStartsOn: z.string().nullable(),
  TenureEndsOn: z.string().nullable(),
  Abilities: personAbilities,
});
export type PersonSummary = z.infer<typeof personSummary>;

export const peopleDirectory = z.object({
  members: z.array(personSummary),
  abilities: z.object({
    /** Add, edit, grant/revoke access, reset passwords, remove. */
    CanManage: z.boolean(),
    /** Only the current account owner hands ownership over. */
    CanTransferOwnership: z.boolean(),
    CanReadChanges: z.boolean(),
  }),
  /** The viewer, who cannot change their own role or remove themselves. */
  MyPersonId: z.string(),
  /** The organisation's clock, which invitation expiries are read on. */
  TimeZone: z.string(),
});
export type PeopleDirectory = z.infer<typeof peopleDirectory>;

export const addedPerson = z.object({ PersonId: z.string(), message: z.string() });
export const peopleMessageResult = z.object({ message: z.string() });
