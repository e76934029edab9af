/** The reads an open meeting page holds while minutes are taken (besides one per vote on it). */
export type PageRead = "detail" | "attendance" | "comments" | "votes";

export const pagePaths = {
  detail: (meetingId: string) => `/api/meetings/${meetingId}`,
  attendance: (meetingId: string) => `/api/meetings/${meetingId}/attendance`,
  comments: (meetingId: string) => `/api/meetings/${meetingId}/minutes-comments`,
  vote: (voteId: string) => `/api/votes/${voteId}`,
} as const;

/** A "change" event's data as the page takes it (`parseChange` in app/data/meetings/live.ts). */
export type HeardChange = { parts: readonly string[]; votes: readonly string[] };

/** What a page reads again: its reads by name, and the votes to read (every one it shows: "all"). */
export type PageRefresh = { reads: Set<Exclude<PageRead, "votes">>; votes: Set<string> | "all" };

/**
 * What the browser reads again for a "change" event: the same mapping as `refreshesFor` in
 * app/data/meetings/live.ts, restated here so the bench loads no React code. A ballot re-reads
 * the votes named; "votes" those and the meeting; a change naming no vote, every vote shown.
 */
export function readsForChange({ parts, votes }: HeardChange): PageRefresh {
  const refresh: PageRefresh = { reads: new Set(), votes: new Set() };
  const addVotes = (all = votes.length === 0) => {
    if (all) refresh.votes = "all";
    else if (refresh.votes !== "all") for (const id of votes) refresh.votes.add(id);
  };
  for (const part of parts) {
    switch (part) {
      case "attendance":
        refresh.reads.add("attendance").add("detail");
        break;
      case "ballots":
        addVotes();
        break;
      case "votes":
        addVotes();
        refresh.reads.add("detail");
        break;
      case "comments":
        refresh.reads.add("comments");
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
        refresh.reads.add("detail");
        break;
      default:
        refresh.reads.add("detail").add("attendance").add("comments");
        addVotes(true);
    }
  }
  return refresh;
}

/**
 * The refresh loops the page ran before the live stream (commit 3c5a7dd removed them): the
 * open vote's tally every 5 s, the meeting every 10 s while minutes are drafted, attendance
 * every 10 s, and the comments on the draft minutes every 30 s.
 */
export const oldPollMs = { vote: 5_000, detail: 10_000, attendance: 10_000, comments: 30_000 };
