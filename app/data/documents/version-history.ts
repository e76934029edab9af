import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { versionHistory } from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { documentKeys, documentPath } from "./library-paths.js";

/** One entry of a document's history: who uploaded which file when, and why. */
export type HistoryVersion = z.infer<typeof versionHistory>["versions"][number];

/** A document's versions, newest first, with which of them the person may open. */
export function useVersionHistory(orgId: string, documentId: string) {
  return useQuery({
    queryKey: documentKeys.history(orgId, documentId),
    queryFn: () => apiRequest(`${documentPath(documentId)}/versions`, { schema: versionHistory }),
  });
}
