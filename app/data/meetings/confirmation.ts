import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type confirmMinutesBody,
  type deferConfirmationBody,
  unconfirmedMinutesView,
} from "../../../common/contracts/minutes.js";
import { apiRequest } from "../api-client.js";
import { itemPath, type MeetingRef, meetingKeys, meetingPath } from "./meetings.js";

export type ConfirmMinutesInput = z.input<typeof confirmMinutesBody>;
export type UnconfirmedMinutes = z.infer<typeof unconfirmedMinutesView>["meetings"][number];

export function useUnconfirmedMinutes(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.unconfirmed(meetingId),
    queryFn: () =>
      apiRequest(`${meetingPath(meetingId)}/unconfirmed-minutes`, {
        schema: unconfirmedMinutesView,
      }),
    select: (data) => data.meetings,
    enabled,
  });
}

/** Confirming locks the earlier meeting, so every meeting list goes stale. */
export function useConfirmMinutes(meeting: MeetingRef, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmMinutesInput) =>
      apiRequest(`${itemPath(meeting.Id, itemId)}/confirm-minutes`, {
        method: "POST",
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["meetings"] }),
  });
}

/** Not confirming earlier minutes at this meeting: they stay in review for a later one. */
export function useDeferConfirmation(meeting: MeetingRef, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof deferConfirmationBody>) =>
      apiRequest(`${itemPath(meeting.Id, itemId)}/defer-confirmation`, {
        method: "POST",
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
  });
}
