import { useQuery } from "@tanstack/react-query";
import { conflictSuggestionsView } from "../../../common/contracts/minutes.js";
import { apiRequest } from "../api-client.js";
import { itemPath, type MeetingRef, meetingKeys, useDetailWrite } from "./meetings.js";

export function useDeclareConflict(meeting: MeetingRef, itemId: string) {
  return useDetailWrite(meeting, (body: { personId: string; note?: string }) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/conflicts`, { method: "POST", json: body }),
  );
}

/** Possible conflicts from the interests register, for the whole meeting (one request for every item). */
export function useConflictSuggestions(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.conflictSuggestions(meetingId),
    queryFn: () =>
      apiRequest(`/api/meetings/${meetingId}/conflict-suggestions`, {
        schema: conflictSuggestionsView,
      }),
    enabled,
    staleTime: 60_000,
  });
}
