import { describe, expect, it } from "vitest";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { canCirculateMinutes, commentsMode, minutableItems } from "./minutes-comments.js";

type State = "PublishedAgenda" | "InProgress" | "Review" | "Complete";

const meeting = (State: State, edit = false) => ({
  State,
  Abilities: { edit, readAgenda: true },
  Agenda: [],
  CancelledAt: null,
});

describe("commentsMode", () => {
  it("takes comments in Draft Minutes and Minutes in Review", () => {
    expect(commentsMode(meeting("InProgress"))).toBe("open");
    expect(commentsMode(meeting("Review"))).toBe("open");
  });

  it("only shows them once the minutes are confirmed or the meeting cancelled", () => {
    expect(commentsMode(meeting("Complete"))).toBe("closed");
    expect(commentsMode({ ...meeting("Review"), CancelledAt: "2026-11-20T00:00:00Z" })).toBe(
      "closed",
    );
  });

  it("hides them before the minutes and from people who cannot read the agenda", () => {
    expect(commentsMode(meeting("PublishedAgenda"))).toBe("hidden");
    expect(commentsMode({ ...meeting("Review"), Agenda: null })).toBe("hidden");
    expect(
      commentsMode({ ...meeting("Review"), Abilities: { edit: false, readAgenda: false } }),
    ).toBe("hidden");
  });
});

describe("canCirculateMinutes", () => {
  it("lets organisers circulate only minutes in review", () => {
    expect(canCirculateMinutes(meeting("Review", true))).toBe(true);
    expect(canCirculateMinutes(meeting("Review", false))).toBe(false);
    expect(canCirculateMinutes(meeting("InProgress", true))).toBe(false);
    expect(canCirculateMinutes(meeting("Complete", true))).toBe(false);
  });
});

describe("minutableItems", () => {
  const item = (Id: string, IsHeading: boolean) => ({ Id, IsHeading }) as AgendaItemView;

  it("leaves out section headings", () => {
    const items = minutableItems([item("a", true), item("b", false), item("c", false)]);
    expect(items.map((i) => i.Id)).toEqual(["b", "c"]);
    expect(minutableItems(null)).toEqual([]);
  });
});
