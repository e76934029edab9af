import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { meetingDocuments } from "../../../common/contracts/papers.js";
import { apiRequest } from "../api-client.js";
import { orgPath } from "./meetings.js";

export type { MeetingDocuments } from "../../../common/contracts/papers.js";

export function meetingDocumentsQuery(orgId: string, q: string) {
  return queryOptions({
    queryKey: ["meetings", "org", orgId, "documents", q] as const,
    queryFn: () =>
      apiRequest(`${orgPath(orgId)}/meeting-documents${q ? `?q=${encodeURIComponent(q)}` : ""}`, {
        schema: meetingDocuments,
      }),
  });
}

/** Every meeting's pack and papers; while the words searched for change, the last answer stays. */
export function useMeetingDocuments(orgId: string, q: string) {
  return useQuery({ ...meetingDocumentsQuery(orgId, q), placeholderData: keepPreviousData });
}
