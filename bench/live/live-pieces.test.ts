import { describe, expect, it } from "vitest";
import { readsForChange } from "./meeting-reads.js";
import { RoundWatch } from "./round-watch.js";
import { parseEventBlocks } from "./sse-reader.js";

describe("the live bench's pieces", () => {
  it("split a stream into whole events and keep the unfinished one for the next chunk", () => {
    const { events, rest } = parseEventBlocks(
      'retry: 3000\n\nevent: ready\ndata: {}\n\n: still here\n\nevent: change\ndata: {"parts":["votes"]}\n\nevent: cha',
    );
    expect(events).toEqual([
      { event: "ready", data: "{}" },
      { event: "change", data: '{"parts":["votes"]}' },
    ]);
    expect(rest).toBe("event: cha");
  });

  it("read again what the browser reads again for each part", () => {
    const sorted = (change: { parts: string[]; votes: string[] }) => {
      const r = readsForChange(change);
      return { reads: [...r.reads].sort(), votes: r.votes === "all" ? "all" : [...r.votes] };
    };
    expect(sorted({ parts: ["ballots"], votes: ["v1"] })).toEqual({ reads: [], votes: ["v1"] });
    expect(sorted({ parts: ["votes"], votes: ["v2"] })).toEqual({
      reads: ["detail"],
      votes: ["v2"],
    });
    expect(sorted({ parts: ["attendance", "comments"], votes: [] })).toEqual({
      reads: ["attendance", "comments", "detail"],
      votes: [],
    });
    expect(sorted({ parts: ["notices"], votes: [] })).toEqual({ reads: [], votes: [] });
    const everything = { reads: ["attendance", "comments", "detail"], votes: "all" };
    expect(sorted({ parts: ["all"], votes: [] })).toEqual(everything);
    expect(sorted({ parts: ["ballots"], votes: [] }).votes).toBe("all");
    expect(sorted({ parts: ["a part from a later server"], votes: ["v1"] })).toEqual(everything);
  });

  it("time each viewer's first full tally from the last ballot, and count who never read it", () => {
    const watch = new RoundWatch();
    watch.start("v1", 3);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 2 }, 100);
    const ballot = (voteId: string) => ({ parts: ["ballots"], votes: [voteId] });
    watch.heard(0, ballot("v1"), 150); // before the last ballot: not counted
    watch.lastBallot(200);
    watch.heard(0, ballot("other"), 230); // another vote: not this round's
    watch.heard(0, ballot("v1"), 260);
    watch.heard(0, ballot("v1"), 300);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 3 }, 450);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 3 }, 500);
    watch.observer.voteRead(1, { voteId: "v1", status: "open", counted: 3 }, 190);
    watch.observer.voteRead(2, { voteId: "other", status: "open", counted: 3 }, 300);
    expect(watch.readersOfVote()).toBe(2);
    expect(watch.finish(3)).toEqual({ seenMs: [250, 0], heardMs: [60], missed: 1 });
  });
});
