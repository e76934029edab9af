import { z } from "zod";
import { messages } from "../limits.js";
import { freeText, nameText } from "../text.js";

// The interests register (server/areas/interests/routes.ts, app/data/interests.ts).

/** The spec gives no limits for the register; these keep a row readable in the table and the PDF. */
export const interestLimits = { entityMax: 200, natureMax: 2000 } as const;

export const interestMessages = {
  date: "Use a date like 2026-12-03.",
  entityTooLong: `Use at most ${interestLimits.entityMax} characters.`,
  natureTooLong: `Use at most ${interestLimits.natureMax} characters.`,
  endBeforeDisclosure: "The end date can't be before the disclosure date.",
  chooseMember: "Choose a person from this organisation.",
  ownOnly: "You can change only your own interests.",
  notFound: "That interest was not found.",
  changedMeanwhile:
    "Someone else changed this interest meanwhile. Reload to see their change, then try again.",
  notEnded: "This interest has no end date, so there is nothing to reopen.",
} as const;

const calendarDate = z.iso.date(interestMessages.date);
const entity = nameText(messages.required)
  .trim()
  .min(1, messages.required)
  .max(interestLimits.entityMax, interestMessages.entityTooLong);
const nature = freeText(messages.required)
  .trim()
  .min(1, messages.required)
  .max(interestLimits.natureMax, interestMessages.natureTooLong);

export const interestTabs = ["current", "past"] as const;
export type InterestTab = (typeof interestTabs)[number];

export const interestParams = z.strictObject({
  orgId: z.uuid("That organisation id is not valid."),
  interestId: z.uuid("That interest id is not valid."),
});

export const interestListQuery = z.strictObject({
  tab: z.enum(interestTabs).default("current"),
  personId: z.uuid("Choose a person from the list.").optional(),
});

export const interestPdfQuery = z.strictObject({
  personId: z.uuid("Choose a person from the list.").optional(),
});

export const createInterestBody = z.strictObject({
  personId: z.uuid(interestMessages.chooseMember),
  entity,
  nature,
  /** Today in the organisation's time zone when left out. */
  disclosedOn: calendarDate.optional(),
  endsOn: calendarDate.nullable().optional(),
});
export type CreateInterestInput = z.infer<typeof createInterestBody>;

export const editInterestBody = z.strictObject({
  entity: entity.optional(),
  nature: nature.optional(),
  disclosedOn: calendarDate.optional(),
  endsOn: calendarDate.nullable().optional(),
  /** The version the editor saw; a newer one on the server means someone else saved first. */
  version: z.number().int().positive().optional(),
});
export type EditInterestInput = z.infer<typeof editInterestBody>;

export const endInterestBody = z.strictObject({
  /** Today in the organisation's time zone when left out. */
  endsOn: calendarDate.optional(),
});

export const interestView = z.object({
  Id: z.string(),
  PersonId: z.string(),
  PersonName: z.string(),
  Entity: z.string(),
  Nature: z.string(),
  DisclosedOn: z.string(),
  EndsOn: z.string().nullable(),
  Current: z.boolean(),
  Version: z.number().int(),
  /** Whether the caller may edit, end, reopen or delete it (server's rule, not re-derived). */
  CanEdit: z.boolean(),
});
export type InterestView = z.infer<typeof interestView>;

export const interestPerson = z.object({ PersonId: z.string(), Name: z.string() });
export type InterestPerson = z.infer<typeof interestPerson>;

export const interestList = z.object({
  interests: z.array(interestView),
  /** Everyone with an entry in the register, current or past: the PDF's and the filter's choices. */
  people: z.array(interestPerson),
  /** Today in the organisation's time zone: the dialog's default disclosure date. */
  today: z.string(),
  abilities: z.object({ CanDeclareOwn: z.boolean(), CanEditAnyone: z.boolean() }),
});
export type InterestList = z.infer<typeof interestList>;

export const createdInterest = z.object({ Id: z.string() });
export const interestMessageResult = z.object({ message: z.string() });
