import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  partnerOrganisationsResult,
  partnerOrganisationView,
  partnerPeopleResult,
} from "../../common/contracts/partner.js";
import { apiRequest } from "./api-client.js";

export type { PartnerOrganisation, PartnerPerson } from "../../common/contracts/partner.js";

export const partnerKeys = {
  organisations: ["partner", "organisations"] as const,
  people: ["partner", "people"] as const,
};

/** Support staff only (spec §6); anyone else gets 403, which the default retry does not repeat. */
export const partnerOrganisationsQuery = queryOptions({
  queryKey: partnerKeys.organisations,
  queryFn: () =>
    apiRequest("/api/partner/organisations", {
      schema: partnerOrganisationsResult,
    }),
  select: (data) => data.organisations,
});

export const partnerPeopleQuery = queryOptions({
  queryKey: partnerKeys.people,
  queryFn: () => apiRequest("/api/partner/people", { schema: partnerPeopleResult }),
  select: (data) => data.people,
});

export function usePartnerOrganisations() {
  return useQuery(partnerOrganisationsQuery);
}

export function usePartnerPeople() {
  return useQuery(partnerPeopleQuery);
}

/** One organisation opened read-only (the server audits each opening). */
export function usePartnerOrganisation(orgId: string | null) {
  return useQuery({
    queryKey: [...partnerKeys.organisations, orgId ?? ""],
    queryFn: () =>
      apiRequest(`/api/partner/organisations/${encodeURIComponent(orgId ?? "")}`, {
        schema: partnerOrganisationView,
      }),
    enabled: orgId !== null,
  });
}
