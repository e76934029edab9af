/** The reads an open meeting page holds while minutes are taken (besides one per vote on it). */
export type PageRead = "detail" | "attendance" | "comments" | "votes";

export const pagePaths = {
  detail: (meetingId: string) => `/api/meetings/${meetingId}`,
  attendance: (meetingId: string) => `/api/meetings/${meetingId}/attendance`,
  comments: (meetingId: string) => `/api/meetings/${meetingId}/minutes-comments`,
  vote: (voteId: string) => `/api/votes/${voteId}`,
} as const;

/**
 * What the browser reads again for each part a "change" event names: the same mapping as
 * `refreshesFor` in app/data/meetings/live.ts, restated here so the bench loads no React code.
 * "votes" is every vote the page shows, as invalidating the `["votes"]` key refetches them all.
 */
export function readsForParts(parts: readonly string[]): Set<PageRead> {
  const reads = new Set<PageRead>();
  for (const part of parts) {
    switch (part) {
      case "attendance":
        reads.add("attendance").add("detail");
        break;
      case "votes":
        reads.add("votes").add("detail");
        break;
      case "comments":
        reads.add("comments");
        break;
      case "notices":
        // The notices list is not on the page while minutes are taken.
        break;
      case "pack":
      case "confirmation":
      case "meeting":
      case "agenda":
      case "minutes":
      case "papers":
        reads.add("detail");
        break;
      default:
        reads.add("detail").add("attendance").add("comments").add("votes");
    }
  }
  return reads;
}

/**
 * The refresh loops the page ran before the live stream (commit 3c5a7dd removed them): the
 * open vote's tally every 5 s, the meeting every 10 s while minutes are drafted, attendance
 * every 10 s, and the comments on the draft minutes every 30 s.
 */
export const oldPollMs = { vote: 5_000, detail: 10_000, attendance: 10_000, comments: 30_000 };
