import { useQuery } from "@tanstack/react-query";
import { meetingReaders } from "../../../common/contracts/reads.js";
import { apiRequest } from "../api-client.js";
import { meetingKeys, meetingPath } from "./meetings.js";

export type { FileReader } from "../../../common/contracts/reads.js";

/** Who opened each paper and the pack (read receipts), for the meeting's editors only. */
export function useMeetingReaders(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.fileReaders(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/readers`, { schema: meetingReaders }),
    enabled,
  });
}
