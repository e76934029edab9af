import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../components/forms/use-zod-form.js";
import { meetingForm, meetingPatch, newMeetingValues } from "./meeting-form.js";

const home = {
  Id: "7d0c6c43-51a6-4f55-9a51-2f8b6bd0c9a1",
  Name: "Boardroom",
  Address: null,
  TimeZone: "Pacific/Auckland",
  IsDefault: true,
};

describe("newMeetingValues", () => {
  it("starts at the default location, on its clock", () => {
    const values = newMeetingValues([home], "Europe/London");
    expect(values.locationId).toBe(home.Id);
    expect(values.timeZone).toBe("Pacific/Auckland");
    expect(newMeetingValues([], "Europe/London").timeZone).toBe("Europe/London");
  });
});

describe("meetingForm", () => {
  const filled = {
    title: "Board meeting",
    date: "2026-12-03",
    startTime: "18:30",
    endTime: "20:00",
    locationId: "",
    timeZone: "Pacific/Auckland",
  };

  it("sends no location as null", () => {
    expect(meetingForm.parse(filled)).toMatchObject({
      locationId: null,
      timeZone: "Pacific/Auckland",
    });
  });

  it("says Required before anything else, then the contract's rules", () => {
    expect(fieldIssues(meetingForm, { ...filled, title: " ", date: "" })).toEqual({
      title: "Required",
      date: "Required",
    });
    expect(fieldIssues(meetingForm, { ...filled, endTime: "18:00" }).endTime).toBe(
      "The meeting must end after it starts.",
    );
  });

  it("becomes a PATCH with the version", () => {
    expect(meetingPatch(meetingForm.parse(filled), 4)).toMatchObject({
      version: 4,
      locationId: null,
      date: "2026-12-03",
    });
  });
});
