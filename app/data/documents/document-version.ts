import { useQuery } from "@tanstack/react-query";
import { documentVersionDetail } from "../../../common/contracts/documents.js";
import { apiRequest } from "../api-client.js";
import { documentKeys, documentVersionPath } from "./library-paths.js";

export type { DocumentVersionDetail } from "../../../common/contracts/documents.js";

/** One version for the viewer: what it is, whether it is current, what the reader may do. */
export function useDocumentVersion(orgId: string, documentVersionId: string) {
  return useQuery({
    queryKey: documentKeys.version(orgId, documentVersionId),
    queryFn: () =>
      apiRequest(documentVersionPath(documentVersionId), { schema: documentVersionDetail }),
  });
}
