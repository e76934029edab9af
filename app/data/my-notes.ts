import { useQuery } from "@tanstack/react-query";
import { myAnnotations } from "../../common/contracts/annotations.js";
import { apiRequest } from "./api-client.js";
import { orgPath } from "./meetings/meetings.js";

/** A person's own highlights and notes in an organisation, newest first, and their export. */
export function useMyNotes(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["annotations", "mine", orgId] as const,
    queryFn: () => apiRequest(`${orgPath(orgId)}/annotations`, { schema: myAnnotations }),
    enabled,
  });
}

export const myNotesExportUrl = (orgId: string) => `${orgPath(orgId)}/annotations/export`;
