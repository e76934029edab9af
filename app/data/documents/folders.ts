import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messageResult } from "../../../common/contracts/auth.js";
import {
  type ChangeFolderBody,
  type CreateFolderBody,
  createdFolder,
  documentFolderList,
} from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { documentKeys, folderChangePath, foldersPath } from "./library-paths.js";

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

/**
 * Renames, moves or re-shares a folder. The lists are read again too: a search names each
 * match's folder path, which a rename or a move changes.
 */
export function useChangeFolder(orgId: string, folderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeFolderBody) =>
      apiRequest(folderChangePath(folderId), {
        method: "PATCH",
        json: body,
        schema: messageResult,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.folders(orgId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.lists(orgId) }),
      ]),
  });
}

/** Deletes an empty folder; the server refuses one that holds something, the bin's included. */
export function useDeleteFolder(orgId: string, folderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(folderChangePath(folderId), { method: "DELETE", schema: messageResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.folders(orgId) }),
  });
}
