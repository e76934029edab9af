import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { documentList } from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { type DocumentScope, documentKeys, documentListPath } from "./library-paths.js";

export type { DocumentView } from "../../../common/contracts/documents.js";
/** A folder's documents or a search's matches, with what the person may do with them. */
export type DocumentList = z.infer<typeof documentList>;

export function documentsQuery(orgId: string, scope: DocumentScope) {
  return queryOptions({
    queryKey: documentKeys.list(orgId, scope),
    queryFn: () => apiRequest(documentListPath(orgId, scope), { schema: documentList }),
  });
}

export function useDocuments(orgId: string, scope: DocumentScope) {
  return useQuery({
    ...documentsQuery(orgId, scope),
    // While the words of a search change, the last matches stay; a folder's documents never
    // stand in for another folder's (or for matches), which would show the wrong files.
    placeholderData: (previous, previousQuery) =>
      scope.kind === "search" && previousQuery?.queryKey[3].kind === "search"
        ? previous
        : undefined,
  });
}

/** Refetches every folder's and search's documents (after uploads). */
export function useRefreshDocuments(orgId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.lists(orgId) });
}
