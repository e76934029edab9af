import { meetingParams } from "../../../../common/contracts/meetings.js";
import type { App } from "../../../http/types.js";
import { streamChanges } from "../../../live/stream-changes.js";
import { StreamsPerPerson } from "../../../live/streams-per-person.js";
import type { Services } from "../../../services.js";
import { meetingRoute } from "../meeting-access.js";

/**
 * The live meeting page: one Server-Sent Events stream per open page, telling it which parts
 * of the meeting changed (attendance, votes, minutes…) so it reads them again through the same
 * routes, and so the same authorization, as every other read. Events carry no content: a guest learns
 * that something changed, never what. Access is asked again before each event and every half
 * minute, so signing out or losing the role ends the stream. docs/ARCHITECTURE.md "Live".
 */
/** Meeting pages one person may hold live at once on a process: tabs, devices, a wall screen. */
const streamsPerPerson = 50;

export function registerLiveRoutes(app: App, services: Services): void {
  const held = new StreamsPerPerson(streamsPerPerson);
  app.get(
    "/api/meetings/:meetingId/live",
    {
      schema: {
        tags: ["meetings"],
        params: meetingParams,
        summary: "The live meeting page's push channel (text/event-stream)",
        description:
          'Server-Sent Events: "ready" once subscribed (and after each reconnect), then "change" with {"parts": [...], "votes": [...]} naming what to read again, and "end" when access ends.',
      },
      config: { access: meetingRoute("read") },
    },
    async (request, reply) =>
      streamChanges(services, request, reply, {
        key: request.params.meetingId,
        held,
        endReason: "Your access to this meeting has ended.",
      }),
  );
}
