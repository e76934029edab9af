import { describe, expect, it } from "vitest";
import { refreshesFor } from "./live.js";
import { meetingKeys } from "./meetings.js";

describe("what a live change reads again", () => {
  it("reads only what the changed parts show, each once", () => {
    const m = "m1";
    expect(refreshesFor(m, ["attendance", "votes"])).toEqual([
      { queryKey: meetingKeys.attendance(m) },
      { queryKey: meetingKeys.detail(m), exact: true },
      { queryKey: ["votes"] },
    ]);
    expect(refreshesFor(m, ["comments"])).toEqual([{ queryKey: meetingKeys.comments(m) }]);
  });

  it("reads everything about the meeting after a gap, or for a part it does not know", () => {
    const everything = [{ queryKey: meetingKeys.detail("m1") }, { queryKey: ["votes"] }];
    expect(refreshesFor("m1", ["all"])).toEqual(everything);
    expect(refreshesFor("m1", ["something-new"])).toEqual(everything);
  });
});
