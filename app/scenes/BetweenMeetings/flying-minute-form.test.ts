import { describe, expect, it } from "vitest";
import {
  flyingMinuteBody,
  formFieldOf,
  instantIn,
  newFlyingMinuteValues,
} from "./flying-minute-form.js";

describe("the flying minute form", () => {
  it("opens at the next quarter hour and closes three days later at 5 pm on the organisation's clock", () => {
    // 9:07 am NZDT on 25 November 2026.
    const values = newFlyingMinuteValues(new Date("2026-11-24T20:07:00Z"), "Pacific/Auckland", [
      "a",
    ]);
    expect(values).toMatchObject({
      opensDate: "2026-11-25",
      opensTime: "09:15",
      closesDate: "2026-11-28",
      closesTime: "17:00",
      reminder: "2",
      voterPersonIds: ["a"],
    });
  });

  it("sends times as instants of the organisation's zone, and Never as null", () => {
    const values = newFlyingMinuteValues(new Date("2026-11-24T20:07:00Z"), "Pacific/Auckland", []);
    const body = flyingMinuteBody({ ...values, reminder: "" }, "Pacific/Auckland");
    expect(body.voteClosesAt).toBe("2026-11-28T04:00:00.000Z");
    expect(body.closingReminderHours).toBeNull();
    expect(instantIn("2026-13-01", "10:00", "UTC")).toBeNull();
  });

  it("puts a server's time errors on the date field", () => {
    expect(formFieldOf("voteClosesAt")).toBe("closesDate");
    expect(formFieldOf("motion")).toBe("motion");
    expect(formFieldOf("somethingElse")).toBeNull();
  });
});
