import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  cancelMeetingResult,
  meetingPeople,
  type noticeBody,
  noticeHistory,
  noticeResult,
} from "../../../common/contracts/publishing.js";
import { apiRequest } from "../api-client.js";
import { type MeetingRef, meetingKeys, meetingPath } from "./meetings.js";

export type {
  MeetingPerson,
  NoticeHistoryEntry,
  NoticeResult,
} from "../../../common/contracts/publishing.js";

export type NoticeInput = z.infer<typeof noticeBody>;
export type NoticeKind = NoticeInput["kind"];
export type Greeting = NoticeInput["greeting"];

export function useNoticeHistory(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.notices(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/notices`, { schema: noticeHistory }),
    select: (data) => data.history,
    enabled,
  });
}

/** Everyone who may be sent a notice or asked to sign (organisers only; no People area needed). */
export function useMeetingPeople(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.people(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/people`, { schema: meetingPeople }),
    select: (data) => data.people,
    enabled,
  });
}

export function useSendNotice(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) =>
      apiRequest(`${meetingPath(meetingId)}/notices`, {
        method: "POST",
        json: input,
        schema: noticeResult,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.notices(meetingId) }),
  });
}

export function useCancelMeeting(meeting: MeetingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) =>
      apiRequest(`${meetingPath(meeting.Id)}/cancel`, {
        method: "POST",
        json: { notify },
        schema: cancelMeetingResult,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.org(meeting.OrganisationId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
      ]),
  });
}
