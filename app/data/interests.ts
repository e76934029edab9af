import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateInterestInput,
  createdInterest,
  type EditInterestInput,
  type InterestTab,
  interestList,
  interestMessageResult,
} from "../../common/contracts/interests.js";
import { apiRequest } from "./api-client.js";

export type {
  InterestPerson,
  InterestTab,
  InterestView,
} from "../../common/contracts/interests.js";

/** One prefix per organisation, so any write refreshes both tabs and every filter. */
export const interestKeys = {
  org: (orgId: string) => ["interests", orgId] as const,
  list: (orgId: string, tab: InterestTab, personId: string | null) =>
    ["interests", orgId, "list", tab, personId ?? "everyone"] as const,
};

const interestsPath = (orgId: string) =>
  `/api/organisations/${encodeURIComponent(orgId)}/interests`;
const interestPath = (orgId: string, interestId: string) =>
  `${interestsPath(orgId)}/${encodeURIComponent(interestId)}`;

/** The register as a PDF: everyone's, or one person's. */
export function interestsPdfHref(orgId: string, personId?: string | null): string {
  const who = personId ? `?personId=${encodeURIComponent(personId)}` : "";
  return `${interestsPath(orgId)}/register.pdf${who}`;
}

/** The register as it opens: current interests, everyone's. */
export const initialInterestsView = { tab: "current", personId: null } as const;

export function interestsQuery(orgId: string, tab: InterestTab, personId: string | null) {
  const who = personId ? `&personId=${encodeURIComponent(personId)}` : "";
  return queryOptions({
    queryKey: interestKeys.list(orgId, tab, personId),
    queryFn: () => apiRequest(`${interestsPath(orgId)}?tab=${tab}${who}`, { schema: interestList }),
  });
}

export function useInterests(orgId: string, tab: InterestTab, personId: string | null) {
  return useQuery({
    ...interestsQuery(orgId, tab, personId),
    // The person filter keeps its choices on screen while another person's entries load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === tab ? previous : undefined,
  });
}

function useInterestMutation<Input>(orgId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.org(orgId) }),
  });
}

export function useDeclareInterest(orgId: string) {
  return useInterestMutation(orgId, (body: CreateInterestInput) =>
    apiRequest(interestsPath(orgId), { method: "POST", json: body, schema: createdInterest }),
  );
}

export function useEditInterest(orgId: string, interestId: string) {
  return useInterestMutation(orgId, (body: EditInterestInput) =>
    apiRequest(interestPath(orgId, interestId), {
      method: "PATCH",
      json: body,
      schema: interestMessageResult,
    }),
  );
}

export function useEndInterest(orgId: string, interestId: string) {
  return useInterestMutation(orgId, (body: { endsOn?: string }) =>
    apiRequest(`${interestPath(orgId, interestId)}/end`, {
      method: "POST",
      json: body,
      schema: interestMessageResult,
    }),
  );
}

export function useReopenInterest(orgId: string, interestId: string) {
  return useInterestMutation<void>(orgId, () =>
    apiRequest(`${interestPath(orgId, interestId)}/reopen`, {
      method: "POST",
      schema: interestMessageResult,
    }),
  );
}

export function useDeleteInterest(orgId: string, interestId: string) {
  return useInterestMutation<void>(orgId, () =>
    apiRequest(interestPath(orgId, interestId), {
      method: "DELETE",
      schema: interestMessageResult,
    }),
  );
}
