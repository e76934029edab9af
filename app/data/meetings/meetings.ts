import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type CreateMeetingBody,
  createdRecord,
  type MeetingDetail,
  meetingDetail,
  meetingList,
  type updateMeetingBody,
} from "../../../common/contracts/meetings.js";
import { apiRequest } from "../api-client.js";

export type MeetingListWhen = "upcoming" | "past" | "all";
export type MeetingPatch = z.infer<typeof updateMeetingBody>;

/**
 * Everything about meetings sits under "meetings", so one prefix refreshes an organisation's
 * lists ("org") or one meeting ("detail", with everything shown about it beneath) after a write.
 */
export const meetingKeys = {
  org: (orgId: string) => ["meetings", "org", orgId] as const,
  list: (orgId: string, when: MeetingListWhen) => ["meetings", "org", orgId, "list", when] as const,
  locations: (orgId: string) => ["meetings", "org", orgId, "locations"] as const,
  agendaTemplates: (orgId: string) => ["meetings", "org", orgId, "agenda-templates"] as const,
  detail: (meetingId: string) => ["meetings", "detail", meetingId] as const,
  attendance: (meetingId: string) => [...meetingKeys.detail(meetingId), "attendance"] as const,
  unconfirmed: (meetingId: string) => [...meetingKeys.detail(meetingId), "unconfirmed"] as const,
  comments: (meetingId: string) => [...meetingKeys.detail(meetingId), "minutes-comments"] as const,
  conflictSuggestions: (meetingId: string) =>
    [...meetingKeys.detail(meetingId), "conflict-suggestions"] as const,
  packStatus: (meetingId: string) => [...meetingKeys.detail(meetingId), "pack"] as const,
  fileReaders: (meetingId: string) => [...meetingKeys.detail(meetingId), "file-readers"] as const,
  notices: (meetingId: string) => [...meetingKeys.detail(meetingId), "notices"] as const,
  signatures: (meetingId: string) => [...meetingKeys.detail(meetingId), "signatures"] as const,
  people: (meetingId: string) => [...meetingKeys.detail(meetingId), "people"] as const,
  readers: (meetingId: string) => [...meetingKeys.detail(meetingId), "readers"] as const,
};

export const orgPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}`;
export const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;
export const itemPath = (meetingId: string, itemId: string) =>
  `${meetingPath(meetingId)}/agenda/items/${encodeURIComponent(itemId)}`;

export function meetingsQuery(orgId: string, when: MeetingListWhen) {
  return queryOptions({
    queryKey: meetingKeys.list(orgId, when),
    queryFn: () => apiRequest(`${orgPath(orgId)}/meetings?when=${when}`, { schema: meetingList }),
    select: (data) => data.meetings,
  });
}

export function useMeetings(orgId: string, when: MeetingListWhen, enabled = true) {
  return useQuery({ ...meetingsQuery(orgId, when), enabled });
}

/**
 * One meeting with its agenda, as the meeting page reads it; the routes showing it ask for it
 * when they start (area-routes.tsx).
 */
export function meetingQuery(meetingId: string) {
  return queryOptions({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: () => apiRequest(meetingPath(meetingId), { schema: meetingDetail }),
  });
}

export function useMeeting(meetingId: string) {
  return useQuery(meetingQuery(meetingId));
}

/**
 * The meeting's own clock, from its details (already loaded by the page showing it): times
 * about a meeting are read on it, naming the zone when it is not the viewer's.
 */
export function useMeetingTimeZone(meetingId: string): string | undefined {
  return useMeeting(meetingId).data?.TimeZone;
}

export function useCreateMeeting(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMeetingBody) =>
      apiRequest(`${orgPath(orgId)}/meetings`, {
        method: "POST",
        json: body,
        schema: createdRecord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.org(orgId) }),
  });
}

/** The meeting a write is about: its own cache entry and its organisation's lists go stale. */
export type MeetingRef = Pick<MeetingDetail, "Id" | "OrganisationId">;

/** A write to a meeting (or its agenda): the meeting refreshes, and its lists unless told not to. */
export function useMeetingWrite<Input>(
  meeting: MeetingRef,
  send: (input: Input) => Promise<unknown>,
  refreshLists = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Refetch even after a failure: a 409 means what we hold is stale.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
        refreshLists
          ? queryClient.invalidateQueries({ queryKey: meetingKeys.org(meeting.OrganisationId) })
          : undefined,
      ]);
    },
  });
}

/** Writes about one meeting's records (minutes, votes, replies): only that meeting goes stale. */
export function useDetailWrite<Input>(
  meeting: MeetingRef,
  send: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
  });
}

export function useUpdateMeeting(meeting: MeetingRef) {
  return useMeetingWrite(meeting, (patch: MeetingPatch) =>
    apiRequest(meetingPath(meeting.Id), { method: "PATCH", json: patch }),
  );
}

export function useMeetingTransition(meeting: MeetingRef) {
  return useMeetingWrite(meeting, (action: string) =>
    apiRequest(`${meetingPath(meeting.Id)}/transitions`, { method: "POST", json: { action } }),
  );
}
