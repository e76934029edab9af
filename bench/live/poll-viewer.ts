import { oldPollMs } from "./meeting-reads.js";
import type { HeldViewer, ViewerSession } from "./push-viewer.js";
import { type PageObserver, ViewerPage } from "./viewer-page.js";

/**
 * A page as it was before the push channel: loads, then reads the meeting and attendance every
 * 10 s, the comments every 30 s, and each vote the agenda shows every 5 s while it is open (the
 * intervals start when the page does, as TanStack Query's `refetchInterval` does).
 */
export async function openPollViewer(
  index: number,
  baseUrl: string,
  meetingId: string,
  session: ViewerSession,
  observer: PageObserver,
): Promise<HeldViewer> {
  const timers: NodeJS.Timeout[] = [];
  const closedVotes = new Set<string>();
  const pollVote = (voteId: string) => {
    const timer = setInterval(() => {
      if (closedVotes.has(voteId)) clearInterval(timer);
      else void page.readVote(voteId);
    }, oldPollMs.vote);
    timers.push(timer);
    void page.readVote(voteId);
  };
  const watching: PageObserver = {
    requested: () => observer.requested(),
    failed: (message) => observer.failed(message),
    voteRead: (viewer, vote, at) => {
      if (vote.status !== "open") closedVotes.add(vote.voteId);
      observer.voteRead(viewer, vote, at);
    },
  };
  const page: ViewerPage = new ViewerPage(
    index,
    baseUrl,
    meetingId,
    session.headers,
    watching,
    pollVote,
  );
  await page.load();
  timers.push(
    setInterval(() => void page.read("detail"), oldPollMs.detail),
    setInterval(() => void page.read("attendance"), oldPollMs.attendance),
    setInterval(() => void page.read("comments"), oldPollMs.comments),
  );
  let open = true;
  return {
    page,
    open: () => open,
    close: () => {
      open = false;
      for (const timer of timers) clearInterval(timer);
      page.close();
    },
  };
}
