import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResult } from "../../common/contracts/auth.js";
import { sharedDocument } from "../../common/contracts/document-shares.js";
import { apiRequest } from "./api-client.js";

/** The public side of a share link: what it opens, the e-mailed code, the file. */
const linkPath = (token: string) => `/api/shared-documents/${encodeURIComponent(token)}`;
export const sharedContentUrl = (token: string) => `${linkPath(token)}/content`;
const key = (token: string) => ["shared-document", token] as const;

export function useSharedDocument(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => apiRequest(linkPath(token), { schema: sharedDocument }),
    enabled: token !== "",
    // The recipient's page should not re-read itself while they read.
    refetchOnWindowFocus: false,
  });
}

export function useSendShareCode(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${linkPath(token)}/code`, { method: "POST", json: {}, schema: messageResult }),
  });
}

export function useVerifyShareCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`${linkPath(token)}/verify`, {
        method: "POST",
        json: { code },
        schema: sharedDocument,
      }),
    onSuccess: (answer) => queryClient.setQueryData(key(token), answer),
  });
}
