import { meetingParams } from "../../../../common/contracts/meetings.js";
import { stillAllowed } from "../../../http/access-hooks.js";
import { requireOrgActor } from "../../../http/route-access.js";
import type { App } from "../../../http/types.js";
import { openEventStream } from "../../../live/event-stream.js";
import type { MeetingChange } from "../../../live/meeting-events.js";
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
    async (request, reply) => {
      const org = requireOrgActor(request);
      const stream = openEventStream(request, reply);
      let checking: Promise<boolean> | undefined;
      const allowed = async (): Promise<boolean> => {
        checking ??= stillAllowed(services, request).finally(() => {
          checking = undefined;
        });
        const ok = await checking;
        if (!ok) {
          stream.send("end", { reason: "Your access to this meeting has ended." });
          stream.close();
        }
        return ok;
      };
      const unsubscribe = services.meetingEvents.subscribe(
        request.params.meetingId,
        (change: Readonly<MeetingChange>) => {
          void allowed().then((ok) => {
            if (ok) stream.send("change", change);
          });
        },
      );
      const recheck = setInterval(() => void allowed(), 30_000);
      recheck.unref();
      stream.onClose(() => {
        clearInterval(recheck);
        unsubscribe();
      });
      // Subscribed before saying so: a page that hears "ready" misses nothing after it, and
      // reads everything afresh on every "ready" after the first (a reconnect).
      await services.meetingEvents.ready();
      stream.send("ready", {});
      services.liveStreams.add(stream);
      stream.onClose(() => services.liveStreams.delete(stream));
      held.admit(org.actor.personId, stream);
    },
  );
}
