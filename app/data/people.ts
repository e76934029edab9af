import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  acceptedInvitation,
  invitationView,
  type RegisterWithInvitationInput,
} from "../../common/contracts/invitations.js";
import {
  type AddPersonInput,
  addedPerson,
  type EditPersonInput,
  type MemberListQuery,
  peopleDirectory,
  peopleMessageResult,
} from "../../common/contracts/people.js";
import {
  type PeopleChangesQuery,
  peopleChangeList,
} from "../../common/contracts/people-changes.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export type { PersonSummary } from "../../common/contracts/people.js";

const membersPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/members`;
const personPath = (orgId: string, personId: string) =>
  `${membersPath(orgId)}/${encodeURIComponent(personId)}`;

function queryString(values: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Shares a prefix with membersQuery (organisations.ts), so a People write refreshes every picker. */
export const peopleKeys = {
  org: (orgId: string) => ["organisations", orgId, "members"] as const,
  directory: (orgId: string, filters: MemberListQuery) =>
    ["organisations", orgId, "members", "directory", filters] as const,
  changes: (orgId: string, filters: PeopleChangesQuery) =>
    ["organisations", orgId, "members", "changes", filters] as const,
};

/** The directory as it opens: no search or filter. */
export const everyone: MemberListQuery = {};
/** The people changes as they open: no filter. */
export const allChanges: PeopleChangesQuery = {};

export function peopleQuery(orgId: string, filters: MemberListQuery) {
  return queryOptions({
    queryKey: peopleKeys.directory(orgId, filters),
    queryFn: () =>
      apiRequest(`${membersPath(orgId)}${queryString(filters)}`, { schema: peopleDirectory }),
  });
}

export function usePeople(orgId: string, filters: MemberListQuery) {
  return useQuery({
    ...peopleQuery(orgId, filters),
    // Filters keep the cards on screen while the next answer loads.
    placeholderData: (previous) => previous,
  });
}

export function peopleChangesQuery(orgId: string, filters: PeopleChangesQuery) {
  return queryOptions({
    queryKey: peopleKeys.changes(orgId, filters),
    queryFn: () =>
      apiRequest(
        `/api/organisations/${encodeURIComponent(orgId)}/people-changes${queryString(filters)}`,
        { schema: peopleChangeList },
      ),
  });
}

export function usePeopleChanges(orgId: string, filters: PeopleChangesQuery) {
  return useQuery({
    ...peopleChangesQuery(orgId, filters),
    placeholderData: (previous) => previous,
  });
}

function usePeopleMutation<Input, Output>(orgId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.org(orgId) });
      // Roles, ownership and access show in /api/me (sidebar, Buy Now).
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useAddPerson(orgId: string) {
  return usePeopleMutation(orgId, (body: AddPersonInput) =>
    apiRequest(membersPath(orgId), { method: "POST", json: body, schema: addedPerson }),
  );
}

export function useEditPerson(orgId: string, personId: string) {
  return usePeopleMutation(orgId, (body: EditPersonInput) =>
    apiRequest(personPath(orgId, personId), {
      method: "PATCH",
      json: body,
      schema: peopleMessageResult,
    }),
  );
}

export type CardAction = "remove" | "grantAccess" | "revokeAccess" | "resetPassword";

const cardRequests: Record<CardAction, { suffix: string; method: "POST" | "DELETE" }> = {
  remove: { suffix: "", method: "DELETE" },
  grantAccess: { suffix: "/access", method: "POST" },
  revokeAccess: { suffix: "/access", method: "DELETE" },
  resetPassword: { suffix: "/password-reset", method: "POST" },
};

/** Remove, Grant Access, Revoke Access and Reset Password: each answers with what happened. */
export function usePersonCardAction(orgId: string, personId: string) {
  return usePeopleMutation(orgId, (action: CardAction) =>
    apiRequest(`${personPath(orgId, personId)}${cardRequests[action].suffix}`, {
      method: cardRequests[action].method,
      schema: peopleMessageResult,
    }),
  );
}

export function useTransferOwnership(orgId: string, personId: string) {
  return usePeopleMutation(orgId, (confirmation: string) =>
    apiRequest(`${personPath(orgId, personId)}/account-owner`, {
      method: "POST",
      json: { confirmation },
      schema: peopleMessageResult,
    }),
  );
}

const invitationPath = (permit: string) => `/api/invitations/${encodeURIComponent(permit)}`;

export function useInvitation(permit: string) {
  return useQuery({
    queryKey: ["invitations", permit],
    queryFn: () => apiRequest(invitationPath(permit), { schema: invitationView }),
  });
}

export function useAcceptInvitation(permit: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${invitationPath(permit)}/accept`, {
        method: "POST",
        schema: acceptedInvitation,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useRegisterWithInvitation(permit: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWithInvitationInput) =>
      apiRequest(`${invitationPath(permit)}/register`, {
        method: "POST",
        json: body,
        schema: acceptedInvitation,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
