import { performance } from "node:perf_hooks";
import { type PageRead, type PageRefresh, pagePaths } from "./meeting-reads.js";

/** The part of GET /api/votes/:voteId the bench looks at. */
export type VoteSeen = { voteId: string; status: string; counted: number };

/** What the bench learns from every page: each vote view read, each request, each failure. */
export type PageObserver = {
  voteRead(viewer: number, vote: VoteSeen, at: number): void;
  requested(): void;
  failed(message: string): void;
};

type VoteBody = {
  Status: string;
  Tally: { support: number; oppose: number; abstain: number };
};
type DetailBody = { Agenda: Array<{ VoteId: string | null }> | null };

/** One read of a page: at most one request in flight, and at most one more asked for after it. */
type ReadState = { inFlight: boolean; again: boolean };

/**
 * One browser tab holding the meeting page: its reads (the meeting, attendance, comments and
 * each vote the agenda shows), each refetched on demand. A refetch asked for while the same
 * read is in flight runs once when it returns, as TanStack Query's invalidation ends with one
 * fresh read however many invalidations came.
 */
export class ViewerPage {
  /** The votes the page shows, found in the meeting's agenda. */
  readonly votes = new Set<string>();
  private readonly reads = new Map<string, ReadState>();
  private closed = false;

  constructor(
    readonly index: number,
    private readonly baseUrl: string,
    readonly meetingId: string,
    readonly headers: Record<string, string>,
    private readonly observer: PageObserver,
    /** Called when the agenda first shows a vote: the page starts reading it. */
    private readonly onNewVote: (voteId: string) => void,
  ) {}

  /** The page's first load: everything it shows, once. */
  async load(): Promise<void> {
    await Promise.all([this.read("detail"), this.read("attendance"), this.read("comments")]);
  }

  refresh({ reads, votes }: PageRefresh): void {
    for (const read of reads) void this.read(read);
    // Only votes the page shows: one opened a moment ago is read once the agenda shows it.
    for (const voteId of this.votes)
      if (votes === "all" || votes.has(voteId)) void this.readVote(voteId);
  }

  readVote(voteId: string): Promise<void> {
    return this.fetchCoalesced(`vote:${voteId}`, pagePaths.vote(voteId), (text, at) => {
      const body = JSON.parse(text) as VoteBody;
      const t = body.Tally;
      this.observer.voteRead(
        this.index,
        { voteId, status: body.Status, counted: t.support + t.oppose + t.abstain },
        at,
      );
    });
  }

  read(read: Exclude<PageRead, "votes">): Promise<void> {
    const path = pagePaths[read](this.meetingId);
    if (read !== "detail") return this.fetchCoalesced(read, path, () => undefined);
    return this.fetchCoalesced(read, path, (text) => {
      for (const item of (JSON.parse(text) as DetailBody).Agenda ?? []) {
        if (!item.VoteId || this.votes.has(item.VoteId)) continue;
        this.votes.add(item.VoteId);
        this.onNewVote(item.VoteId);
      }
    });
  }

  close(): void {
    this.closed = true;
  }

  private async fetchCoalesced(
    key: string,
    path: string,
    onBody: (text: string, at: number) => void,
  ): Promise<void> {
    let state = this.reads.get(key);
    if (!state) {
      state = { inFlight: false, again: false };
      this.reads.set(key, state);
    }
    if (state.inFlight) {
      state.again = true;
      return;
    }
    state.inFlight = true;
    try {
      do {
        state.again = false;
        if (this.closed) return;
        this.observer.requested();
        try {
          const res = await fetch(`${this.baseUrl}${path}`, { headers: this.headers });
          const text = await res.text();
          const at = performance.now();
          if (res.status === 200) onBody(text, at);
          else this.observer.failed(`GET ${key}: ${res.status} ${text.slice(0, 120)}`);
        } catch (error) {
          this.observer.failed(`GET ${key}: ${error instanceof Error ? error.message : error}`);
        }
      } while (state.again);
    } finally {
      state.inFlight = false;
    }
  }
}
