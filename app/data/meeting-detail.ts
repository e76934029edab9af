import { queryOptions } from "@tanstack/react-query";
import { meetingDetail } from "../../common/contracts/meetings.js";
import { apiRequest } from "./api-client.js";
import { meetingKeys } from "./meetings.js";

/**
 * One meeting with its agenda, as the meeting page reads it (`useMeeting`: the same key and
 * contract), for the routes showing it to ask for when they start.
 */
export function meetingQuery(meetingId: string) {
  return queryOptions({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: () =>
      apiRequest(`/api/meetings/${encodeURIComponent(meetingId)}`, { schema: meetingDetail }),
  });
}
