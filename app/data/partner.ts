import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./api-client.js";

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

export const partnerPerson = z.object({
  PersonId: z.string(),
  FullName: z.string(),
  // People added without an address have none; the server sends null.
  Email: z.string().nullable(),
  CanLogin: z.boolean(),
});
export type PartnerPerson = z.infer<typeof partnerPerson>;

export const partnerKeys = {
  organisations: ["partner", "organisations"] as const,
  people: ["partner", "people"] as const,
};

/** Support staff only (spec §6); anyone else gets 403, which the default retry does not repeat. */
export const partnerOrganisationsQuery = queryOptions({
  queryKey: partnerKeys.organisations,
  queryFn: () =>
    apiRequest("/api/partner/organisations", {
      schema: z.object({ organisations: z.array(partnerOrganisation) }),
    }),
  select: (data) => data.organisations,
});

export const partnerPeopleQuery = queryOptions({
  queryKey: partnerKeys.people,
  queryFn: () =>
    apiRequest("/api/partner/people", { schema: z.object({ people: z.array(partnerPerson) }) }),
  select: (data) => data.people,
});

export function usePartnerOrganisations() {
  return useQuery(partnerOrganisationsQuery);
}

export function usePartnerPeople() {
  return useQuery(partnerPeopleQuery);
}

export const partnerOrganisationDetail = partnerOrganisation.omit({ Members: true }).extend({
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

/** One organisation opened read-only (the server audits each opening). */
export function usePartnerOrganisation(orgId: string | null) {
  return useQuery({
    queryKey: [...partnerKeys.organisations, orgId ?? ""],
    queryFn: () =>
      apiRequest(`/api/partner/organisations/${encodeURIComponent(orgId ?? "")}`, {
        schema: partnerOrganisationDetail,
      }),
    enabled: orgId !== null,
  });
}
