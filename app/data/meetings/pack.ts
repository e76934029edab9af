import { useQuery } from "@tanstack/react-query";
import {
  agendaReaders,
  type PackStatus,
  packStatus,
} from "../../../common/contracts/publishing.js";
import { apiRequest } from "../api-client.js";
import { meetingKeys, meetingPath } from "./meetings.js";

export type { AgendaReaders, PackStatus } from "../../../common/contracts/publishing.js";

/** Opened by the browser itself (PDF viewer), not fetched by the app. */
export const packPdfHref = (meetingId: string) => `${meetingPath(meetingId)}/pack`;

/** How often the status is asked while a build runs; never when nothing is happening. */
export const packPollMs = 1500;

export function packPollInterval(status: PackStatus | undefined): number | false {
  return status && (status.status === "queued" || status.status === "building")
    ? packPollMs
    : false;
}

export function usePackStatus(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.packStatus(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/pack/status`, { schema: packStatus }),
    enabled,
    // A failed check stops the polling; the retry button starts it again.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : packPollInterval(query.state.data),
  });
}

/** Who will read the agenda once it is published: asked when "Publish Agenda" is pressed. */
export function useAgendaReaders(meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.readers(meetingId),
    queryFn: () =>
      apiRequest(`${meetingPath(meetingId)}/agenda/readers`, { schema: agendaReaders }),
    enabled,
  });
}
