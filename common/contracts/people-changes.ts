import { z } from "zod";

// People changes (server/areas/people/people-changes.ts, app/scenes/People/PeopleChangesPage.tsx).

/** Each kind is one audit action written by the People area (and boards/committees adding people). */
export const peopleChangeActions = {
  added: "membership.add",
  details: "membership.edit",
  role: "membership.role",
  tenure: "membership.tenure",
  invited: "membership.invite",
  accepted: "membership.accept",
  revoked: "membership.revoke",
  passwordReset: "membership.passwordReset",
  accountOwner: "membership.owner",
  removed: "membership.remove",
} as const;
export type PeopleChangeKind = keyof typeof peopleChangeActions;
export const peopleChangeKinds = Object.keys(peopleChangeActions) as [
  PeopleChangeKind,
  ...PeopleChangeKind[],
];

const calendarDate = z.iso.date("Use a date like 2026-12-03.");

export const peopleChangesQuery = z
  .strictObject({
    personId: z.uuid("Choose a person from the list.").optional(),
    kind: z.enum(peopleChangeKinds).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The end of the range can't be before its start.",
    path: ["to"],
  });
export type PeopleChangesQuery = z.input<typeof peopleChangesQuery>;

/** What changed: a field (a key the app names) with its value before and after, as words. */
export const changedField = z.object({
  Field: z.string(),
  Before: z.string().nullable(),
  After: z.string().nullable(),
});
export type ChangedField = z.infer<typeof changedField>;

export const peopleChange = z.object({
  Id: z.number().int(),
  At: z.string(),
  Kind: z.enum(peopleChangeKinds),
  PersonId: z.string(),
  PersonName: z.string(),
  ActorName: z.string().nullable(),
  Fields: z.array(changedField),
});
export type PeopleChange = z.infer<typeof peopleChange>;

export const peopleChangeList = z.object({
  changes: z.array(peopleChange),
  /** Everyone the log mentions, for the person filter (removed people included). */
  people: z.array(z.object({ PersonId: z.string(), Name: z.string() })),
  /** More entries matched than are shown; narrow the filters. */
  Truncated: z.boolean(),
  TimeZone: z.string(),
});
export type PeopleChangeList = z.infer<typeof peopleChangeList>;
