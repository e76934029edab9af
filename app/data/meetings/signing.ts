import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type SigningView,
  signedCount,
  signingView,
} from "../../../common/contracts/publishing.js";
import { apiRequest } from "../api-client.js";
import { meetingKeys, meetingPath } from "./meetings.js";

export type { Signer } from "../../../common/contracts/publishing.js";
export type SigningStatus = SigningView;

/** Opened by the browser itself (PDF viewer), not fetched by the app. */
export const minutesPdfHref = (meetingId: string) => `${meetingPath(meetingId)}/minutes.pdf`;

export function useSignatures(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.signatures(meetingId),
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
        schema: signedCount,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.signatures(meetingId) }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.signatures(meetingId) }),
  });
}
