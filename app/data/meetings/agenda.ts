import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type agendaItemBody,
  agendaTemplateList,
  type buildAgendaBody,
  createdRecord,
} from "../../../common/contracts/meetings.js";
import { apiRequest } from "../api-client.js";
import {
  itemPath,
  type MeetingRef,
  meetingKeys,
  meetingPath,
  orgPath,
  useMeetingWrite,
} from "./meetings.js";

export type AgendaBuildSource = z.infer<typeof buildAgendaBody>;
export type AgendaItemInput = z.infer<typeof agendaItemBody>;
export type AgendaOrder = Array<{ id: string; parentId: string | null }>;
export type AgendaTemplate = z.infer<typeof agendaTemplateList>["templates"][number];

/** The organisation's saved agenda templates (organisers only), by name. */
export function useAgendaTemplates(orgId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.agendaTemplates(orgId),
    queryFn: () => apiRequest(`${orgPath(orgId)}/agenda-templates`, { schema: agendaTemplateList }),
    select: (data) => data.templates,
    enabled,
  });
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
        schema: createdRecord,
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
      schema: createdRecord,
    }),
  );
}

/** Sends the whole item as the dialog holds it. */
export function useUpdateAgendaItem(meeting: MeetingRef) {
  return useMeetingWrite(
    meeting,
    ({ itemId, item }: { itemId: string; item: AgendaItemInput }) =>
      apiRequest(itemPath(meeting.Id, itemId), { method: "PATCH", json: item }),
    false,
  );
}

export function useDeleteAgendaItem(meeting: MeetingRef) {
  return useMeetingWrite(
    meeting,
    (itemId: string) => apiRequest(itemPath(meeting.Id, itemId), { method: "DELETE" }),
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
