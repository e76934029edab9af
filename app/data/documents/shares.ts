import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  createdShare,
  type createShareBody,
  shareList,
} from "../../../common/contracts/document-shares.js";
import { apiRequest } from "../api-client.js";
import { documentVersionPath } from "./library-paths.js";

export type { ShareView } from "../../../common/contracts/document-shares.js";
export type NewShare = z.input<typeof createShareBody>;

const sharesKey = (documentVersionId: string) => ["document-shares", documentVersionId] as const;

/** A version's share links, for the library's managers. */
export function useShares(documentVersionId: string) {
  return useQuery({
    queryKey: sharesKey(documentVersionId),
    queryFn: () =>
      apiRequest(`${documentVersionPath(documentVersionId)}/shares`, { schema: shareList }),
  });
}

export function useShareChanges(documentVersionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharesKey(documentVersionId) });
  const create = useMutation({
    mutationFn: (body: NewShare) =>
      apiRequest(`${documentVersionPath(documentVersionId)}/shares`, {
        method: "POST",
        json: body,
        schema: createdShare,
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) =>
      apiRequest(`/api/document-shares/${encodeURIComponent(shareId)}/revoke`, {
        method: "POST",
        schema: messageResult,
      }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
