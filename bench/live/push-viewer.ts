import { performance } from "node:perf_hooks";
import { readsForParts } from "./meeting-reads.js";
import { readEvents, type ServerEvent } from "./sse-reader.js";
import { type PageObserver, ViewerPage } from "./viewer-page.js";

export type ViewerSession = { headers: Record<string, string> };

export type HeldViewer = {
  page: ViewerPage;
  /** Still open: the stream has not ended (for a push viewer) or the timers run (polling). */
  open(): boolean;
  close(): void;
};

export type ChangeHeard = (viewer: number, parts: readonly string[], at: number) => void;

function partsOf(data: string): string[] {
  try {
    const parsed = JSON.parse(data) as { parts?: unknown };
    if (Array.isArray(parsed.parts)) return parsed.parts.map(String);
  } catch {
    // a malformed event: read everything, as the page does
  }
  return ["all"];
}

/**
 * A page kept current by the push channel, as `useLiveMeeting` does it: loads, opens
 * GET /api/meetings/:id/live, and on each "change" reads again what the event names. Resolves
 * once the server has said "ready" (subscribed: nothing after it is missed).
 */
export async function openPushViewer(
  index: number,
  baseUrl: string,
  meetingId: string,
  session: ViewerSession,
  observer: PageObserver,
  heard: ChangeHeard,
): Promise<HeldViewer> {
  // A vote the agenda shows is read as soon as the page sees it (its component mounts).
  const page: ViewerPage = new ViewerPage(
    index,
    baseUrl,
    meetingId,
    session.headers,
    observer,
    (voteId) => void page.readVote(voteId),
  );
  await page.load();
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/meetings/${meetingId}/live`, {
    headers: { ...session.headers, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) {
    controller.abort();
    throw new Error(`GET /live: ${res.status}`);
  }
  const body = res.body;
  let ended = false;
  await new Promise<void>((resolve, reject) => {
    const onEvent = (event: ServerEvent) => {
      if (event.event === "ready") resolve();
      else if (event.event === "change") {
        const parts = partsOf(event.data);
        heard(index, parts, performance.now());
        page.refresh(readsForParts(parts));
      } else if (event.event === "end") observer.failed(`stream ended: ${event.data}`);
    };
    void readEvents(body, onEvent).then(() => {
      ended = true;
      reject(new Error("the stream ended before ready"));
    });
  });
  return {
    page,
    open: () => !ended,
    close: () => {
      page.close();
      controller.abort();
    },
  };
}
