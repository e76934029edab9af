import { describe, expect, it } from "vitest";
import { readsForParts } from "./meeting-reads.js";
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
    expect([...readsForParts(["votes"])].sort()).toEqual(["detail", "votes"]);
    expect([...readsForParts(["attendance", "comments"])].sort()).toEqual([
      "attendance",
      "comments",
      "detail",
    ]);
    expect(readsForParts(["notices"]).size).toBe(0);
    expect(readsForParts(["all"]).size).toBe(4);
    expect(readsForParts(["a part from a later server"]).size).toBe(4);
  });

  it("time each viewer's first full tally from the last ballot, and count who never read it", () => {
    const watch = new RoundWatch();
    watch.start("v1", 3);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 2 }, 100);
    watch.heard(0, ["votes"], 150); // before the last ballot: not counted
    watch.lastBallot(200);
    watch.heard(0, ["votes"], 260);
    watch.heard(0, ["votes"], 300);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 3 }, 450);
    watch.observer.voteRead(0, { voteId: "v1", status: "open", counted: 3 }, 500);
    watch.observer.voteRead(1, { voteId: "v1", status: "open", counted: 3 }, 190);
    watch.observer.voteRead(2, { voteId: "other", status: "open", counted: 3 }, 300);
    expect(watch.readersOfVote()).toBe(2);
    expect(watch.finish(3)).toEqual({ seenMs: [250, 0], heardMs: [60], missed: 1 });
  });
});
