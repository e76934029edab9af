import { describe, expect, it } from "vitest";
import { isDraftingMinutes, minutesMode } from "./minutes-access.js";

const meeting = (
  State: "PublishedAgenda" | "InProgress" | "Review" | "Complete",
  edit: boolean,
) => ({
  State,
  Abilities: { edit, readAgenda: true },
  Agenda: [],
});

describe("minutesMode", () => {
  it("hides minutes before Draft Minutes and from people who cannot read the agenda", () => {
    expect(minutesMode(meeting("PublishedAgenda", true))).toBe("hidden");
    expect(minutesMode({ ...meeting("InProgress", false), Agenda: null })).toBe("hidden");
  });

  it("lets organisers take minutes in Draft Minutes and Minutes in Review", () => {
    expect(minutesMode(meeting("InProgress", true))).toBe("edit");
    expect(minutesMode(meeting("Review", true))).toBe("edit");
    expect(minutesMode(meeting("InProgress", false))).toBe("read");
  });

  it("locks confirmed minutes for everyone", () => {
    expect(minutesMode(meeting("Complete", true))).toBe("read");
  });

  it("opens votes only while drafting", () => {
    expect(isDraftingMinutes({ State: "InProgress" })).toBe(true);
    expect(isDraftingMinutes({ State: "Review" })).toBe(false);
  });
});
