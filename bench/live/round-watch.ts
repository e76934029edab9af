import { readsForChange } from "./meeting-reads.js";
import type { ChangeHeard } from "./push-viewer.js";
import type { PageObserver } from "./viewer-page.js";

/** One round as every viewer lived it, in ms after the last ballot's 2xx answer. */
export type RoundOutcome = {
  /** Each viewer's first read of the vote counting every ballot (viewers that never did: `missed`). */
  seenMs: number[];
  /** Push only: each viewer's first "change" event after the last ballot. */
  heardMs: number[];
  missed: number;
};

type Round = {
  voteId: string;
  ballots: number;
  /** Viewers that have read this vote at least once. */
  readers: Set<number>;
  seen: Map<number, number>;
  heard: Map<number, number>;
  lastBallotAt: number | undefined;
};

/**
 * Watches every page of a phase: counts their requests and failures and, for the round under
 * way, when each viewer first read the vote with every ballot counted.
 */
export class RoundWatch {
  requests = 0;
  readonly failures: string[] = [];
  private round: Round | undefined;

  readonly observer: PageObserver = {
    requested: () => {
      this.requests++;
    },
    failed: (message) => {
      this.failures.push(message);
    },
    voteRead: (viewer, vote, at) => {
      const round = this.round;
      if (!round || vote.voteId !== round.voteId) return;
      round.readers.add(viewer);
      if (vote.counted >= round.ballots && !round.seen.has(viewer)) round.seen.set(viewer, at);
    },
  };

  /** The first change after the last ballot that tells the page to read the round's vote. */
  readonly heard: ChangeHeard = (viewer, change, at) => {
    const round = this.round;
    if (!round?.lastBallotAt || round.heard.has(viewer)) return;
    const votes = readsForChange(change).votes;
    if (votes !== "all" && !votes.has(round.voteId)) return;
    round.heard.set(viewer, at);
  };

  start(voteId: string, ballots: number): void {
    this.round = {
      voteId,
      ballots,
      readers: new Set(),
      seen: new Map(),
      heard: new Map(),
      lastBallotAt: undefined,
    };
  }

  readersOfVote(): number {
    return this.round?.readers.size ?? 0;
  }

  lastBallot(at: number): void {
    if (this.round) this.round.lastBallotAt = at;
  }

  seenCount(): number {
    return this.round?.seen.size ?? 0;
  }

  finish(viewers: number): RoundOutcome {
    const round = this.round;
    this.round = undefined;
    if (!round?.lastBallotAt) return { seenMs: [], heardMs: [], missed: viewers };
    const since = round.lastBallotAt;
    // A read that began before the last answer reached the bench can return the full tally a
    // moment before it: that viewer waited no time at all.
    const after = (at: number) => Math.max(0, at - since);
    return {
      seenMs: [...round.seen.values()].map(after),
      heardMs: [...round.heard.values()].map(after),
      missed: viewers - round.seen.size,
    };
  }
}
