import { useQuery } from "@tanstack/react-query";
import { agendaReaders, packStatus } from "../../../common/contracts/publishing.js";
import { apiRequest } from "../api-client.js";
import { meetingKeys, meetingPath } from "./meetings.js";

export type { AgendaReaders, PackStatus } from "../../../common/contracts/publishing.js";

/** Opened by the browser itself (PDF viewer), not fetched by the app. */
export const packPdfHref = (meetingId: string) => `${meetingPath(meetingId)}/pack`;

export function usePackStatus(meetingId: string, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.packStatus(meetingId),
    queryFn: () => apiRequest(`${meetingPath(meetingId)}/pack/status`, { schema: packStatus }),
    // A build's progress reaches the page through the live meeting stream.
    enabled,
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
