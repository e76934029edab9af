import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type createBoardBody,
  type createCommitteeBody,
  createdOrganisation as created,
  memberList,
} from "../../common/contracts/organisations.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export type CreateBoardInput = z.input<typeof createBoardBody>;
export type CreateCommitteeInput = z.input<typeof createCommitteeBody>;

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
        schema: memberList,
      }),
    select: (data) => data.members,
  });
}

export function useMembers(orgId: string, enabled: boolean) {
  return useQuery({ ...membersQuery(orgId), enabled });
}
