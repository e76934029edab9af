import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  createdRecord,
  type meetingLocationBody,
  meetingLocationList,
  type meetingLocationView,
} from "../../../common/contracts/meetings.js";
import { apiRequest } from "../api-client.js";
import { meetingKeys, orgPath } from "./meetings.js";

export type MeetingLocation = z.infer<typeof meetingLocationView>;
export type NewLocation = z.input<typeof meetingLocationBody>;

export function useMeetingLocations(orgId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.locations(orgId),
    queryFn: () =>
      apiRequest(`${orgPath(orgId)}/meeting-locations`, { schema: meetingLocationList }),
    select: (data) => data.locations,
    enabled,
  });
}

export function useCreateLocation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLocation) =>
      apiRequest(`${orgPath(orgId)}/meeting-locations`, {
        method: "POST",
        json: body,
        schema: createdRecord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.locations(orgId) }),
  });
}
