import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResult } from "../../../common/contracts/auth.js";
import { documentList } from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { binPath, documentKeys, documentPath } from "./library-paths.js";

/** The library's bin, for those who keep the library: every deleted document, wherever it was. */
export function useBin(orgId: string) {
  return useQuery({
    queryKey: documentKeys.bin(orgId),
    queryFn: () => apiRequest(binPath(orgId), { schema: documentList }),
  });
}

/** A document into the bin, or back out: both change the folder's list and the bin's. */
function useBinChange(orgId: string, send: (documentId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.lists(orgId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.bin(orgId) }),
      ]),
  });
}

export function useBinDocument(orgId: string) {
  return useBinChange(orgId, (documentId) =>
    apiRequest(documentPath(documentId), { method: "DELETE", schema: messageResult }),
  );
}

export function useRestoreDocument(orgId: string) {
  return useBinChange(orgId, (documentId) =>
    apiRequest(`${documentPath(documentId)}/restore`, { method: "POST", schema: messageResult }),
  );
}
