import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResult } from "../../common/contracts/auth.js";
import {
  committeeDeleted,
  committeeList,
  type ImportPeopleBody,
  importResult,
} from "../../common/contracts/committees.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export type { CommitteeList, CommitteeRow } from "../../common/contracts/committees.js";

export const committeeKeys = {
  board: (boardId: string) => ["committees", boardId] as const,
};

const committeesPath = (boardId: string) =>
  `/api/organisations/${encodeURIComponent(boardId)}/committees`;
const committeePath = (boardId: string, committeeId: string) =>
  `${committeesPath(boardId)}/${encodeURIComponent(committeeId)}`;

export function committeesQuery(boardId: string) {
  return queryOptions({
    queryKey: committeeKeys.board(boardId),
    queryFn: () => apiRequest(committeesPath(boardId), { schema: committeeList }),
  });
}

export function useCommittees(boardId: string) {
  return useQuery(committeesQuery(boardId));
}

/** Committees are organisations in /api/me (the sidebar and picker): every change refreshes both. */
function useCommitteeWrite<Input, Output>(
  boardId: string,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: committeeKeys.board(boardId) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export function useDeleteCommittee(boardId: string) {
  return useCommitteeWrite(boardId, (committeeId: string) =>
    apiRequest(committeePath(boardId, committeeId), {
      method: "DELETE",
      schema: committeeDeleted,
    }),
  );
}

export function useRestoreCommittee(boardId: string) {
  return useCommitteeWrite(boardId, (committeeId: string) =>
    apiRequest(`${committeePath(boardId, committeeId)}/restore`, {
      method: "POST",
      schema: messageResult,
    }),
  );
}

export function useImportPeople(boardId: string) {
  return useCommitteeWrite(boardId, (input: { committeeId: string; body: ImportPeopleBody }) =>
    apiRequest(`${committeePath(boardId, input.committeeId)}/import`, {
      method: "POST",
      json: input.body,
      schema: importResult,
    }),
  );
}
