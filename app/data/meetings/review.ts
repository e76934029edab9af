import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { createdRecord } from "../../../common/contracts/meetings.js";
import {
  circulateMinutesResult,
  type minutesCommentBody,
  minutesCommentList,
} from "../../../common/contracts/minutes.js";
import { apiRequest } from "../api-client.js";
import { isApiError } from "../api-error.js";
import { meetingKeys, meetingPath } from "./meetings.js";

export type MinutesComment = z.infer<typeof minutesCommentList>["comments"][number];
export type MinutesCommentInput = z.input<typeof minutesCommentBody>;

/** Comments on the draft minutes, oldest first (kept current by the live meeting page). */
export function useMinutesComments(meetingId: string) {
  return useQuery({
    queryKey: meetingKeys.comments(meetingId),
    queryFn: () =>
      apiRequest(`${meetingPath(meetingId)}/minutes-comments`, { schema: minutesCommentList }),
    select: (data) => data.comments,
  });
}

export function useAddMinutesComment(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MinutesCommentInput) =>
      apiRequest(`${meetingPath(meetingId)}/minutes-comments`, {
        method: "POST",
        json: body,
        schema: createdRecord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.comments(meetingId) }),
    // A 409 means the meeting moved on (comments closed): its page is stale, comments included.
    onError: (error) =>
      isApiError(error, 409)
        ? queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) })
        : undefined,
  });
}

/** Sends the finished draft minutes to the members for comment; answers how many were sent. */
export function useCirculateMinutes(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string | undefined) =>
      apiRequest(`${meetingPath(meetingId)}/minutes/circulate`, {
        method: "POST",
        json: comment ? { comment } : {},
        schema: circulateMinutesResult,
      }),
    // A 409 means the meeting is no longer in review: show where it is now.
    onError: (error) =>
      isApiError(error, 409)
        ? queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId), exact: true })
        : undefined,
  });
}
