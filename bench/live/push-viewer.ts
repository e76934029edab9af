import { performance } from "node:perf_hooks";
import { type HeardChange, readsForChange } from "./meeting-reads.js";
import { readEvents, type ServerEvent } from "./sse-reader.js";
import { type PageObserver, ViewerPage } from "./viewer-page.js";

export type ViewerSession = { headers: Record<string, string> };

export type HeldViewer = {
  page: ViewerPage;
  /** Still open: the stream has not ended (for a push viewer) or the timers run (polling). */
  open(): boolean;
  close(): void;
};

export type ChangeHeard = (viewer: number, change: HeardChange, at: number) => void;

function changeOf(data: string): HeardChange {
  try {
    const parsed = JSON.parse(data) as { parts?: unknown; votes?: unknown };
    if (Array.isArray(parsed.parts))
      return {
        parts: parsed.parts.map(String),
        votes: Array.isArray(parsed.votes) ? parsed.votes.map(String) : [],
      };
  } catch {
    // a malformed event: read everything, as the page does
  }
  return { parts: ["all"], votes: [] };
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
        const change = changeOf(event.data);
        heard(index, change, performance.now());
        page.refresh(readsForChange(change));
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
