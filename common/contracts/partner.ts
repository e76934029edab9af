import { z } from "zod";
import { freeText } from "../text.js";

// Partner views for support staff (spec §6; server/areas/partner/routes.ts, app/data/partner.ts).

export const partnerSearchQuery = z.strictObject({
  q: freeText().trim().max(200, "Search with at most 200 characters.").optional(),
});

/** An organisation of the installation as support staff see it (no records, only the outline). */
export const partnerOrganisation = z.object({
  Id: z.string(),
  Name: z.string(),
  ShortName: z.string(),
  Status: z.string(),
  /** The board's id for a committee; null for a board. */
  Parent: z.string().nullable(),
  Members: z.number().int(),
});
export type PartnerOrganisation = z.infer<typeof partnerOrganisation>;

export const partnerOrganisationsResult = z.object({ organisations: z.array(partnerOrganisation) });

export const partnerOrganisationParams = z.strictObject({ orgId: z.uuid() });

/** One organisation opened read-only (the server audits each opening). */
export const partnerOrganisationView = partnerOrganisation.omit({ Members: true }).extend({
  Country: z.string(),
  Members: z.array(
    z.object({
      PersonId: z.string(),
      FullName: z.string(),
      Email: z.string().nullable(),
      Role: z.string(),
      CanLogin: z.boolean(),
    }),
  ),
});

export const partnerPerson = z.object({
  PersonId: z.string(),
  FullName: z.string(),
  // People added without an address have none; the server sends null.
  Email: z.string().nullable(),
  CanLogin: z.boolean(),
});
export type PartnerPerson = z.infer<typeof partnerPerson>;

export const partnerPeopleResult = z.object({ people: z.array(partnerPerson) });

export const supportPersonParams = z.strictObject({ personId: z.uuid() });

/** The organisations a support person looks after, replacing the ones they had. */
export const supportOrganisationsBody = z.strictObject({
  organisationIds: z.array(z.uuid()).max(5000),
});
