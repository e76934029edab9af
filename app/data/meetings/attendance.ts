import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { type attendancePatch, attendanceView } from "../../../common/contracts/attendance.js";
import { messageResult } from "../../../common/contracts/auth.js";
import { createdRecord } from "../../../common/contracts/meetings.js";
import { apiRequest } from "../api-client.js";
import { type MeetingRef, meetingKeys, meetingPath, useDetailWrite } from "./meetings.js";

export type AttendanceView = z.infer<typeof attendanceView>;
export type Attendee = AttendanceView["attendees"][number];
export type AttendeeStatus = Attendee["Status"];
export type AttendancePatch = z.input<typeof attendancePatch>;

export function useAttendance(meetingId: string) {
  return useQuery({
    queryKey: meetingKeys.attendance(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/attendance`, { schema: attendanceView }),
  });
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
    onSuccess: (view) => queryClient.setQueryData(meetingKeys.attendance(meetingId), view),
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
    onSuccess: (view) => queryClient.setQueryData(meetingKeys.attendance(meetingId), view),
  });
}

export function useAddGuest(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`${meetingPath(meetingId)}/attendance/guests`, {
        method: "POST",
        json: { name },
        schema: createdRecord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.attendance(meetingId) }),
  });
}

/** The signed-in person's reply to a meeting notice. */
export function useAnswerRsvp(meeting: MeetingRef) {
  return useDetailWrite(meeting, (rsvp: "attending" | "apology") =>
    apiRequest(`/api/meetings/${meeting.Id}/rsvp`, {
      method: "PUT",
      json: { rsvp },
      schema: messageResult,
    }),
  );
}
