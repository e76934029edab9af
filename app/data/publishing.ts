import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  agendaReaders,
  meetingPeople,
  noticeHistory,
  noticeResult,
  type PackStatus,
  packStatus,
  type SigningView,
  signingView,
} from "../../common/contracts/publishing.js";
import { apiRequest } from "./api-client.js";
import { type MeetingRef, meetingKeys } from "./meetings.js";

// Board pack, notices, cancellation and minutes signing. The response shapes are the shared
// contracts in common/contracts/publishing.ts.
export type {
  AgendaReaders,
  MeetingPerson,
  NoticeHistoryEntry,
  NoticeResult,
  PackStatus,
  Signer,
} from "../../common/contracts/publishing.js";
export type SigningStatus = SigningView;

export type NoticeKind = "notice" | "pack";
export type Greeting = "firstName" | "fullName" | "formal";
export type NoticeInput = {
  kind: NoticeKind;
  personIds: string[];
  greeting: Greeting;
  comment?: string;
};

/**
 * Under the meeting's own "detail" key, so every meeting write (publish, agenda edits that
 * rebuild the pack, confirmation) refreshes these too.
 */
export const publishingKeys = {
  packStatus: (meetingId: string) => [...meetingKeys.detail(meetingId), "pack"] as const,
  notices: (meetingId: string) => [...meetingKeys.detail(meetingId), "notices"] as const,
  signatures: (meetingId: string) => [...meetingKeys.detail(meetingId), "signatures"] as const,
  people: (meetingId: string) => [...meetingKeys.detail(meetingId), "people"] as const,
  readers: (meetingId: string) => [...meetingKeys.detail(meetingId), "readers"] as const,
};

const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;

/** Opened by the browser itself (PDF viewer), not fetched by the app. */
export const packPdfHref = (meetingId: string) => `${meetingPath(meetingId)}/pack`;
export const minutesPdfHref = (meetingId: string) => `${meetingPath(meetingId)}/minutes.pdf`;

/** How often the status is asked while a build runs; never when nothing is happening. */
export const packPollMs = 1500;

export function packPollInterval(status: PackStatus | undefined): number | false {
  return status && (status.status === "queued" || status.status === "building")
    ? packPollMs
    : false;
}

export function usePackStatus(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.packStatus(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/pack/status`, { schema: packStatus }),
    enabled,
    // A failed check stops the polling; the retry button starts it again.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : packPollInterval(query.state.data),
  });
}

export function useNoticeHistory(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.notices(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/notices`, { schema: noticeHistory }),
    select: (data) => data.history,
    enabled,
  });
}

/** Everyone who may be sent a notice or asked to sign (organisers only; no People area needed). */
export function useMeetingPeople(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.people(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/people`, { schema: meetingPeople }),
    select: (data) => data.people,
    enabled,
  });
}

/** Who will read the agenda once it is published: asked when "Publish Agenda" is pressed. */
export function useAgendaReaders(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: publishingKeys.readers(meetingId),
    queryFn: () =>
      apiRequest(`${meetingPath(meetingId)}/agenda/readers`, { schema: agendaReaders }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingKeys.notices(meetingId) }),
  });
}

export function useCancelMeeting(meeting: MeetingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) =>
      apiRequest(`${meetingPath(meeting.Id)}/cancel`, {
        method: "POST",
        json: { notify },
        schema: z.object({ notified: z.number().int() }),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.org(meeting.OrganisationId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meeting.Id) }),
      ]),
  });
}

export function useSignatures(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.signatures(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/signatures`, { schema: signingView }),
    enabled,
  });
}

export function useSignMinutes(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${meetingPath(meetingId)}/signatures/sign`, {
        method: "POST",
        schema: z.object({ Signed: z.number().int(), Total: z.number().int() }),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: publishingKeys.signatures(meetingId) }),
  });
}

export function useRequestSignatures(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personIds: string[]) =>
      apiRequest(`${meetingPath(meetingId)}/signatures/requests`, {
        method: "POST",
        json: { personIds },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: publishingKeys.signatures(meetingId) }),
  });
}
