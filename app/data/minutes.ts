import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { type attendancePatch, attendanceView } from "../../common/contracts/attendance.js";
import type {
  actionBody,
  decisionBody,
  minutesCommentBody,
} from "../../common/contracts/minutes.js";
import {
  circulateMinutesResult,
  conflictSuggestionsView,
  minutesCommentList,
  unconfirmedMinutesView,
} from "../../common/contracts/minutes.js";
import {
  type ballotBody,
  type closeVoteBody,
  type openVoteBody,
  voteView,
} from "../../common/contracts/votes.js";
import type { RichTextDoc } from "../../common/rich-text.js";
import { apiRequest } from "./api-client.js";
import { isApiError } from "./api-error.js";
import { type MeetingRef, meetingKeys } from "./meetings.js";

export type AttendanceView = z.infer<typeof attendanceView>;
export type Attendee = AttendanceView["attendees"][number];
export type AttendeeStatus = Attendee["Status"];
export type AttendancePatch = z.input<typeof attendancePatch>;
export type VoteView = z.infer<typeof voteView>;
export type VoteChoice = z.infer<typeof ballotBody>["choice"];
export type BallotInput = z.input<typeof ballotBody>;
export type VoteOutcomeChoice = NonNullable<z.infer<typeof closeVoteBody>["outcome"]>;
export type OpenVoteInput = z.input<typeof openVoteBody>;
export type CloseVoteInput = z.input<typeof closeVoteBody>;
export type DecisionInput = z.input<typeof decisionBody>;
export type DecisionOutcome = z.infer<typeof decisionBody>["outcome"];
export type ActionInput = z.input<typeof actionBody>;
export type MinutesComment = z.infer<typeof minutesCommentList>["comments"][number];
export type MinutesCommentInput = z.input<typeof minutesCommentBody>;
export type ConfirmMinutesInput = {
  meetingId: string;
  mode: "asPresented" | "withChanges";
  changes?: string;
};

/** Attendance and unconfirmed minutes sit under the meeting's own key, so its refresh covers them. */
export const minutesKeys = {
  attendance: (meetingId: string) => [...meetingKeys.detail(meetingId), "attendance"] as const,
  unconfirmed: (meetingId: string) => [...meetingKeys.detail(meetingId), "unconfirmed"] as const,
  comments: (meetingId: string) => [...meetingKeys.detail(meetingId), "minutes-comments"] as const,
  vote: (voteId: string) => ["votes", voteId] as const,
  conflictSuggestions: (meetingId: string) =>
    [...meetingKeys.detail(meetingId), "conflict-suggestions"] as const,
};

/** Everyone at the table sees attendance and quorum change within this time. */
export const attendancePollMs = 10_000;
/** An open vote's tally refreshes this often. */
export const votePollMs = 5_000;
/** Members' comments on the draft minutes refresh this often while comments are taken. */
export const minutesCommentsPollMs = 30_000;
/** While minutes are drafted the meeting itself refreshes: votes opened, minutes and decisions. */
export const liveMeetingPollMs = 10_000;

const created = z.object({ Id: z.string() });
export type UnconfirmedMinutes = z.infer<typeof unconfirmedMinutesView>["meetings"][number];

const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;
const itemPath = (meetingId: string, itemId: string) =>
  `${meetingPath(meetingId)}/agenda/items/${encodeURIComponent(itemId)}`;
const votePath = (voteId: string) => `/api/votes/${encodeURIComponent(voteId)}`;

export function useAttendance(meetingId: string) {
  return useQuery({
    queryKey: minutesKeys.attendance(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/attendance`, { schema: attendanceView }),
    // Stops polling after a failure; the error message offers a retry.
    refetchInterval: (query) => (query.state.error ? false : attendancePollMs),
  });
}

/**
 * Keeps the open meeting page current for everyone while minutes are taken (a vote opened by
 * the minute taker appears for voters). Refreshes the existing query rather than adding one,
 * and only while the page is visible.
 */
export function useLiveMeeting(meetingId: string, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId), exact: true });
    }, liveMeetingPollMs);
    return () => window.clearInterval(timer);
  }, [queryClient, meetingId, live]);
}

/** The server answers with the whole attendance, so the list and quorum update at once. */
export function useReorderAttendees(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendeeIds: string[]) =>
      apiRequest(`${meetingPath(meetingId)}/attendance/order`, {
        method: "PUT",
        json: { attendeeIds },
        schema: attendanceView,
      }),
    onSuccess: (view) => queryClient.setQueryData(minutesKeys.attendance(meetingId), view),
  });
}

export function useUpdateAttendee(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attendeeId, patch }: { attendeeId: string; patch: AttendancePatch }) =>
      apiRequest(`${meetingPath(meetingId)}/attendance/${encodeURIComponent(attendeeId)}`, {
        method: "PATCH",
        json: patch,
        schema: attendanceView,
      }),
    onSuccess: (view) => queryClient.setQueryData(minutesKeys.attendance(meetingId), view),
  });
}

export function useAddGuest(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`${meetingPath(meetingId)}/attendance/guests`, {
        method: "POST",
        json: { name },
        schema: created,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: minutesKeys.attendance(meetingId) }),
  });
}

/** Saves one item's minutes against the version they were based on (409 when it moved on). */
export function saveItemMinutes(
  meetingId: string,
  itemId: string,
  doc: RichTextDoc,
  baseVersion: number,
): Promise<{ version: number }> {
  return apiRequest(`${itemPath(meetingId, itemId)}/minutes`, {
    method: "PUT",
    json: { doc, baseVersion },
    schema: z.object({ version: z.number().int() }),
  });
}

/** Writes against an item; the meeting detail (which lists what was recorded) goes stale. */
function useItemWrite<Input>(meeting: MeetingRef, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
  });
}

export function useRecordDecision(meeting: MeetingRef, itemId: string) {
  return useItemWrite(meeting, (body: DecisionInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/decisions`, {
      method: "POST",
      json: body,
      schema: created,
    }),
  );
}

export function useAddAction(meeting: MeetingRef, itemId: string) {
  return useItemWrite(meeting, (body: ActionInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/actions`, {
      method: "POST",
      json: body,
      schema: created,
    }),
  );
}

export function useDeclareConflict(meeting: MeetingRef, itemId: string) {
  return useItemWrite(meeting, (body: { personId: string; note?: string }) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/conflicts`, { method: "POST", json: body }),
  );
}

/** Possible conflicts from the interests register, for the whole meeting (one request for every item). */
export function useConflictSuggestions(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: minutesKeys.conflictSuggestions(meetingId),
    queryFn: () =>
      apiRequest(`/api/meetings/${meetingId}/conflict-suggestions`, {
        schema: conflictSuggestionsView,
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** Corrections to what was recorded while the minutes are open (the server audits each). */
export function useCorrectDecision(meeting: MeetingRef) {
  return useItemWrite(meeting, ({ id, body }: { id: string; body: Partial<DecisionInput> }) =>
    apiRequest(`/api/meetings/${meeting.Id}/decisions/${id}`, { method: "PATCH", json: body }),
  );
}

export function useRemoveRecord(meeting: MeetingRef) {
  return useItemWrite(meeting, (path: string) =>
    apiRequest(`/api/meetings/${meeting.Id}/${path}`, { method: "DELETE" }),
  );
}

export function useOpenVote(meeting: MeetingRef, itemId: string) {
  return useItemWrite(meeting, (input: OpenVoteInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/vote`, {
      method: "POST",
      json: input,
      schema: created,
    }),
  );
}

/** An item's vote, refreshed while it is open; null when the item has none yet. */
export function useVote(voteId: string | null) {
  return useQuery({
    queryKey: minutesKeys.vote(voteId ?? ""),
    queryFn: () => apiRequest(votePath(voteId ?? ""), { schema: voteView }),
    enabled: voteId !== null,
    refetchInterval: (query) =>
      query.state.error || query.state.data?.Status !== "open" ? false : votePollMs,
  });
}

export function useCastBallot(voteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ballot: BallotInput) =>
      apiRequest(`${votePath(voteId)}/ballots`, { method: "POST", json: ballot }),
    // A 409 (already voted, closed) also means what we show is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: minutesKeys.vote(voteId) }),
  });
}

/** Closing writes the decision minute into the item, so the meeting refreshes too. */
export function useCloseVote(meeting: MeetingRef, voteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseVoteInput) =>
      apiRequest(`${votePath(voteId)}/close`, {
        method: "POST",
        json: input,
        schema: z.object({ DecisionId: z.string() }),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: minutesKeys.vote(voteId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
      ]),
  });
}

export function useUnconfirmedMinutes(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: minutesKeys.unconfirmed(meetingId),
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
    mutationFn: (body: { meetingId: string; reason?: string }) =>
      apiRequest(`${itemPath(meeting.Id, itemId)}/defer-confirmation`, {
        method: "POST",
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
  });
}

/** Comments on the draft minutes, oldest first; polled while comments are taken (`live`). */
export function useMinutesComments(meetingId: string, live: boolean) {
  return useQuery({
    queryKey: minutesKeys.comments(meetingId),
    queryFn: () =>
      apiRequest(`${meetingPath(meetingId)}/minutes-comments`, { schema: minutesCommentList }),
    select: (data) => data.comments,
    // Stops polling after a failure; the error message offers a retry.
    refetchInterval: (query) => (live && !query.state.error ? minutesCommentsPollMs : false),
  });
}

export function useAddMinutesComment(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MinutesCommentInput) =>
      apiRequest(`${meetingPath(meetingId)}/minutes-comments`, {
        method: "POST",
        json: body,
        schema: created,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: minutesKeys.comments(meetingId) }),
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

/** The signed-in person's reply to a meeting notice. */
export function useAnswerRsvp(meeting: MeetingRef) {
  return useItemWrite(meeting, (rsvp: "attending" | "apology") =>
    apiRequest(`/api/meetings/${meeting.Id}/rsvp`, {
      method: "PUT",
      json: { rsvp },
      schema: z.object({ message: z.string() }),
    }),
  );
}
