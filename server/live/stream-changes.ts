import type { FastifyReply, FastifyRequest } from "fastify";
import { stillAllowed } from "../http/access-hooks.js";
import { requireOrgActor } from "../http/route-access.js";
import type { Services } from "../services.js";
import { openEventStream } from "./event-stream.js";
import type { MeetingChange } from "./meeting-events.js";
import type { StreamsPerPerson } from "./streams-per-person.js";

/**
 * One page's Server-Sent Events stream of the changes to one record (a meeting, a flying
 * minute): "ready" once subscribed (and after each reconnect), then "change" naming what to read
 * again, and "end" when access ends. Events carry no content; access is asked again before each
 * event and every half minute.
 */
export async function streamChanges(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { key: string; held: StreamsPerPerson; endReason: string },
): Promise<void> {
  const org = requireOrgActor(request);
  const stream = openEventStream(request, reply);
  let checking: Promise<boolean> | undefined;
  const allowed = async (): Promise<boolean> => {
    checking ??= stillAllowed(services, request).finally(() => {
      checking = undefined;
    });
    const ok = await checking;
    if (!ok) {
      stream.send("end", { reason: options.endReason });
      stream.close();
    }
    return ok;
  };
  const unsubscribe = services.meetingEvents.subscribe(
    options.key,
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
  options.held.admit(org.actor.personId, stream);
}
