import { describe, expect, it } from "vitest";
import type { FlyingMinuteView } from "../../../common/contracts/flying-minutes.js";
import { plainToRichText } from "../../../common/rich-text.js";
import { docFromSerialised, serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import {
  flyingMinuteBody,
  flyingMinuteProblems,
  flyingMinuteValues,
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

  it("puts a server's time errors on the date field, and a document's (or a link's in it) on its field", () => {
    expect(formFieldOf("voteClosesAt")).toBe("closesDate");
    expect(formFieldOf("motion")).toBe("motion");
    expect(formFieldOf("motionDoc")).toBe("motion");
    expect(formFieldOf("backgroundDoc.content.0.content.0.marks.0.attrs.href")).toBe("background");
    expect(formFieldOf("somethingElse")).toBeNull();
  });

  it("sends the motion and background as documents, an empty background as none, and an empty motion as plain text the server refuses", () => {
    const values = newFlyingMinuteValues(new Date("2026-11-24T20:07:00Z"), "UTC", ["a"]);
    const motion = plainToRichText("That the board signs.");
    const body = flyingMinuteBody({ ...values, motion: serialiseDoc(motion) }, "UTC");
    expect(body).toMatchObject({ motionDoc: motion, background: "", backgroundDoc: null });
    expect(body).not.toHaveProperty("motion");
    expect(flyingMinuteBody(values, "UTC")).toMatchObject({ motion: "", motionDoc: null });
  });

  it("asks for a motion with words in it before sending", () => {
    const values = { ...newFlyingMinuteValues(new Date(), "UTC", ["a"]), title: "Lease" };
    expect(flyingMinuteProblems(values)).toEqual({ motion: "Required" });
    const spaces = serialiseDoc(plainToRichText("   "));
    expect(flyingMinuteProblems({ ...values, motion: spaces })).toEqual({ motion: "Required" });
    const written = serialiseDoc(plainToRichText("That it is signed."));
    expect(flyingMinuteProblems({ ...values, motion: written })).toEqual({});
  });

  it("edits an older flying minute's plain motion as paragraphs, and a rich one as it is", () => {
    const view = {
      Title: "Lease",
      Motion: "That the board\nsigns.",
      MotionDoc: null,
      Background: "",
      BackgroundDoc: plainToRichText("Rich."),
      VoteStartsAt: "2026-11-25T00:00:00.000Z",
      VoteClosesAt: "2026-11-28T04:00:00.000Z",
      TimeZone: "UTC",
      ClosingReminderHours: null,
      Voters: [],
      HasDiscussion: false,
      Anonymous: false,
      EmailGreeting: "",
      EmailComment: "",
      Files: [],
    } as unknown as FlyingMinuteView;
    const values = flyingMinuteValues(view);
    expect(docFromSerialised(values.motion)).toEqual(plainToRichText("That the board\nsigns."));
    expect(docFromSerialised(values.background)).toEqual(plainToRichText("Rich."));
  });
});
