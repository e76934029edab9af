import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentDatesBody, documentDates } from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { documentKeys, documentPath } from "./library-paths.js";

/** A document's approval and review dates; the lists show them, so they are read again. */
export function useSetDocumentDates(orgId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentDatesBody) =>
      apiRequest(documentPath(documentId), { method: "PATCH", json: body, schema: documentDates }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists(orgId) }),
  });
}
