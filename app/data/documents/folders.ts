import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type CreateFolderBody,
  createdFolder,
  documentFolderList,
} from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { documentKeys, foldersPath } from "./library-paths.js";

export type { DocumentFolderView } from "../../../common/contracts/documents.js";
/** The folders a person may see, and whether they keep the library. */
export type FolderList = z.infer<typeof documentFolderList>;

/** Every folder the person may see, with whether they keep the library. */
export function foldersQuery(orgId: string) {
  return queryOptions({
    queryKey: documentKeys.folders(orgId),
    queryFn: () => apiRequest(foldersPath(orgId), { schema: documentFolderList }),
  });
}

export function useFolders(orgId: string) {
  return useQuery(foldersQuery(orgId));
}

export function useCreateFolder(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFolderBody) =>
      apiRequest(foldersPath(orgId), { method: "POST", json: body, schema: createdFolder }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.folders(orgId) }),
  });
}
