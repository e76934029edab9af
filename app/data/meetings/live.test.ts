import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { parseChange, refreshesFor, refreshReadBefore } from "./live.js";
import { meetingKeys } from "./meetings.js";
import { voteKeys } from "./votes.js";

describe("what a live change reads again", () => {
  it("reads only what the changed parts show, each once", () => {
    const m = "m1";
    expect(refreshesFor(m, { parts: ["attendance", "votes"], votes: ["v1"] })).toEqual([
      { queryKey: meetingKeys.attendance(m) },
      { queryKey: meetingKeys.detail(m), exact: true },
      { queryKey: voteKeys.detail("v1") },
    ]);
    expect(refreshesFor(m, { parts: ["comments"], votes: [] })).toEqual([
      { queryKey: meetingKeys.comments(m) },
    ]);
  });

  it("reads only the votes a ballot was cast in, or every vote when the server names none", () => {
    expect(refreshesFor("m1", { parts: ["ballots"], votes: ["v1", "v2"] })).toEqual([
      { queryKey: voteKeys.detail("v1") },
      { queryKey: voteKeys.detail("v2") },
    ]);
    expect(refreshesFor("m1", { parts: ["ballots"], votes: [] })).toEqual([
      { queryKey: ["votes"] },
    ]);
  });

  it("reads everything when an event cannot be understood", () => {
    expect(parseChange('{"parts":["ballots"],"votes":["v1",7]}')).toEqual({
      parts: ["ballots"],
      votes: ["v1"],
    });
    expect(parseChange('{"parts":["comments"]}')).toEqual({ parts: ["comments"], votes: [] });
    expect(parseChange("not json")).toEqual({ parts: ["all"], votes: [] });
  });

  it("reads everything about the meeting after a gap, or for a part it does not know", () => {
    const everything = [{ queryKey: meetingKeys.detail("m1") }, { queryKey: ["votes"] }];
    expect(refreshesFor("m1", { parts: ["all"], votes: [] })).toEqual(everything);
    expect(refreshesFor("m1", { parts: ["something-new"], votes: [] })).toEqual(everything);
  });
});

describe("when the stream first says it is ready", () => {
  it("reads again what the page read before the stream opened, and nothing read since", () => {
    const client = new QueryClient();
    const m = "m1";
    client.setQueryData(meetingKeys.packStatus(m), { status: "queued" }, { updatedAt: 1_000 });
    client.setQueryData(meetingKeys.attendance(m), { attendees: [] }, { updatedAt: 3_000 });
    client.setQueryData(voteKeys.detail("v1"), { Status: "Open" }, { updatedAt: 1_500 });
    client.setQueryData(meetingKeys.detail("other"), { Id: "other" }, { updatedAt: 1_000 });
    refreshReadBefore(client, m, 2_000);
    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(invalidated(meetingKeys.packStatus(m))).toBe(true);
    expect(invalidated(voteKeys.detail("v1"))).toBe(true);
    expect(invalidated(meetingKeys.attendance(m))).toBe(false);
    expect(invalidated(meetingKeys.detail("other"))).toBe(false);
  });
});
