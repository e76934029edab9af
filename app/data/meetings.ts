import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type agendaItemBody,
  type buildAgendaBody,
  type CreateMeetingBody,
  type MeetingDetail,
  meetingDetail,
  type meetingLocationBody,
  meetingLocationView,
  meetingSummary,
  type updateMeetingBody,
} from "../../common/contracts/meetings.js";
import { apiRequest } from "./api-client.js";

export type MeetingListWhen = "upcoming" | "past" | "all";
export type MeetingLocation = z.infer<typeof meetingLocationView>;
export type NewLocation = z.input<typeof meetingLocationBody>;
export type MeetingPatch = z.infer<typeof updateMeetingBody>;
export type AgendaBuildSource = z.infer<typeof buildAgendaBody>;
export type AgendaItemInput = z.infer<typeof agendaItemBody>;
export type AgendaOrder = Array<{ id: string; parentId: string | null }>;

const created = z.object({ Id: z.string() });
const agendaTemplateList = z.object({
  templates: z.array(z.object({ Id: z.string(), Name: z.string(), ItemCount: z.number().int() })),
});
export type AgendaTemplate = z.infer<typeof agendaTemplateList>["templates"][number];
/** The longest template name the server takes. */
export const agendaTemplateNameMax = 120;

/**
 * Everything about meetings sits under "meetings", so one prefix refreshes an organisation's
 * lists ("org") or one meeting ("detail") after a write.
 */
export const meetingKeys = {
  org: (orgId: string) => ["meetings", "org", orgId] as const,
  list: (orgId: string, when: MeetingListWhen) => ["meetings", "org", orgId, "list", when] as const,
  locations: (orgId: string) => ["meetings", "org", orgId, "locations"] as const,
  agendaTemplates: (orgId: string) => ["meetings", "org", orgId, "agenda-templates"] as const,
  detail: (meetingId: string) => ["meetings", "detail", meetingId] as const,
};

const orgPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}`;
const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;

export function meetingsQuery(orgId: string, when: MeetingListWhen) {
  return queryOptions({
    queryKey: meetingKeys.list(orgId, when),
    queryFn: () =>
      apiRequest(`${orgPath(orgId)}/meetings?when=${when}`, {
        schema: z.object({ meetings: z.array(meetingSummary) }),
      }),
    select: (data) => data.meetings,
  });
}

export function useMeetings(orgId: string, when: MeetingListWhen, enabled = true) {
  return useQuery({ ...meetingsQuery(orgId, when), enabled });
}

export function useMeetingLocations(orgId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.locations(orgId),
    queryFn: () =>
      apiRequest(`${orgPath(orgId)}/meeting-locations`, {
        schema: z.object({ locations: z.array(meetingLocationView) }),
      }),
    select: (data) => data.locations,
    enabled,
  });
}

/** The organisation's saved agenda templates (organisers only), by name. */
export function useAgendaTemplates(orgId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.agendaTemplates(orgId),
    queryFn: () => apiRequest(`${orgPath(orgId)}/agenda-templates`, { schema: agendaTemplateList }),
    select: (data) => data.templates,
    enabled,
  });
}

export function useMeeting(meetingId: string) {
  return useQuery({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: () => apiRequest(meetingPath(meetingId), { schema: meetingDetail }),
  });
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
      apiRequest(`${orgPath(orgId)}/meetings`, { method: "POST", json: body, schema: created }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.org(orgId) }),
  });
}

export function useCreateLocation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLocation) =>
      apiRequest(`${orgPath(orgId)}/meeting-locations`, {
        method: "POST",
        json: body,
        schema: created,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.locations(orgId) }),
  });
}

/** The meeting a write is about: its own cache entry and its organisation's lists go stale. */
export type MeetingRef = Pick<MeetingDetail, "Id" | "OrganisationId">;

function useMeetingWrite<Input>(
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

export function useBuildAgenda(meeting: MeetingRef) {
  return useMeetingWrite(meeting, (source: AgendaBuildSource) =>
    apiRequest(`${meetingPath(meeting.Id)}/agenda/build`, { method: "POST", json: source }),
  );
}

/** Refused with a 409 (and its message) when the meeting has no agenda yet. */
export function useSaveAgendaAsTemplate(meeting: MeetingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`${meetingPath(meeting.Id)}/agenda/save-as-template`, {
        method: "POST",
        json: { name },
        schema: created,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: meetingKeys.agendaTemplates(meeting.OrganisationId),
      }),
  });
}

// Adding the first item moves a meeting from No Agenda to Draft Agenda, so lists refresh too.
export function useAddAgendaItem(meeting: MeetingRef) {
  return useMeetingWrite(meeting, (item: AgendaItemInput) =>
    apiRequest(`${meetingPath(meeting.Id)}/agenda/items`, {
      method: "POST",
      json: item,
      schema: created,
    }),
  );
}

/** Sends the whole item as the dialog holds it. */
export function useUpdateAgendaItem(meeting: MeetingRef) {
  return useMeetingWrite(
    meeting,
    ({ itemId, item }: { itemId: string; item: AgendaItemInput }) =>
      apiRequest(`${meetingPath(meeting.Id)}/agenda/items/${encodeURIComponent(itemId)}`, {
        method: "PATCH",
        json: item,
      }),
    false,
  );
}

export function useDeleteAgendaItem(meeting: MeetingRef) {
  return useMeetingWrite(
    meeting,
    (itemId: string) =>
      apiRequest(`${meetingPath(meeting.Id)}/agenda/items/${encodeURIComponent(itemId)}`, {
        method: "DELETE",
      }),
    false,
  );
}

export function useReorderAgenda(meeting: MeetingRef) {
  return useMeetingWrite(
    meeting,
    (items: AgendaOrder) =>
      apiRequest(`${meetingPath(meeting.Id)}/agenda/order`, { method: "PUT", json: { items } }),
    false,
  );
}
