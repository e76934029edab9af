import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { memberSummary } from "../../common/contracts/organisations.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

const created = z.object({ Id: z.string() });

export type CreateBoardInput = { name: string; shortName?: string; country: string };
export type CreateCommitteeInput = {
  name: string;
  shortName?: string;
  administratorPersonId: string;
};

/** Organisations live in /api/me, so every change here refreshes it. */
export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBoardInput) =>
      apiRequest("/api/organisations", { method: "POST", json: body, schema: created }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useCreateCommittee(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommitteeInput) =>
      apiRequest(`/api/organisations/${encodeURIComponent(boardId)}/committees`, {
        method: "POST",
        json: body,
        schema: created,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function membersQuery(orgId: string) {
  return queryOptions({
    queryKey: ["organisations", orgId, "members"],
    queryFn: () =>
      apiRequest(`/api/organisations/${encodeURIComponent(orgId)}/members`, {
        schema: z.object({ members: z.array(memberSummary) }),
      }),
    select: (data) => data.members,
  });
}

export function useMembers(orgId: string, enabled: boolean) {
  return useQuery({ ...membersQuery(orgId), enabled });
}
