// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  type AttendancePatch,
  type Attendee,
  useAttendance,
} from "../../../data/meetings/attendance.js";
import { type ApiCall, fakeApi, refusal, reply } from "../../../test/fake-api.js";
import { renderInApp } from "../../../test/render.js";
import { AttendancePanel } from "./AttendancePanel.js";

const items = [
  { value: "i1", label: "1 Apologies" },
  { value: "i2", label: "2 Financial Report" },
];

function attendee(Id: string, Name: string): Attendee {
  return {
    Id,
    PersonId: `p-${Id}`,
    Name,
    IsGuest: false,
    IsVotingMember: true,
    Status: "expected",
    Rsvp: null,
    Note: null,
    Departed: false,
    MayMoveMotions: false,
    ArrivedAtItemId: null,
    DepartedAtItemId: null,
  };
}

/** The meeting's attendance as the server keeps it: patches applied, quorum counted. */
function attendanceServer() {
  let attendees = [attendee("a1", "Ana Smith"), attendee("a2", "Ben Lee")];
  const view = () => {
    const present = attendees.filter((a) => a.Status === "present").length;
    const needed = Math.floor(attendees.length / 2) + 1;
    return {
      attendees,
      quorum: {
        members: attendees.length,
        present,
        needed,
        reached: present >= needed,
        percentage: 50,
      },
    };
  };
  const patch = ({ path, body }: ApiCall) => {
    const id = path.split("/").pop();
    const change = body as AttendancePatch;
    attendees = attendees.map((a) =>
      a.Id !== id
        ? a
        : {
            ...a,
            Status: change.status ?? a.Status,
            Note: change.note === undefined ? a.Note : change.note,
            Departed: change.departed ?? a.Departed,
            DepartedAtItemId:
              change.departedAtItemId === undefined ? a.DepartedAtItemId : change.departedAtItemId,
          },
    );
    return view();
  };
  const order = ({ body }: ApiCall) => {
    const { attendeeIds } = body as { attendeeIds: string[] };
    attendees = attendeeIds.flatMap((id) => attendees.filter((a) => a.Id === id));
    return view();
  };
  return { view, patch, order };
}

const base = "/api/meetings/m1/attendance";

function Attendance() {
  const attendance = useAttendance("m1");
  return <AttendancePanel meetingId="m1" attendance={attendance} items={items} editable />;
}

async function renderAttendance(answerPatch?: (call: ApiCall) => unknown) {
  const server = attendanceServer();
  const api = fakeApi({
    [`GET ${base}`]: server.view,
    [`PATCH ${base}/a1`]: answerPatch ?? server.patch,
    [`PATCH ${base}/a2`]: server.patch,
    [`PUT ${base}/order`]: server.order,
  });
  const rendered = renderInApp(<Attendance />);
  const row = within(await screen.findByRole("group", { name: "Attendance of Ana Smith" }));
  return { ...rendered, api, row };
}

const names = () =>
  within(screen.getByRole("list", { name: "Attendees" }))
    .getAllByRole("listitem")
    .map((li) => (li.textContent?.includes("Ana Smith") ? "Ana" : "Ben"));

describe("a person's attendance", () => {
  it("is marked by pressing Present, Apology or Absent, and the quorum follows", async () => {
    const { user, api, row } = await renderAttendance();
    expect(screen.getByText("0 of 2 present — quorum needs more than 1")).toBeTruthy();

    await user.click(row.getByRole("button", { name: "Present" }));

    expect(await screen.findByText("1 of 2 present — quorum needs more than 1")).toBeTruthy();
    expect(row.getByRole("button", { name: "Present" }).getAttribute("aria-pressed")).toBe("true");
    expect(api.sentTo(`PATCH ${base}/a1`)).toEqual([{ status: "present" }]);

    // Pressing the status already chosen changes nothing.
    await user.click(row.getByRole("button", { name: "Present" }));
    expect(api.sentTo(`PATCH ${base}/a1`)).toHaveLength(1);
  });

  it("saves a note when the field is left, not at every key", async () => {
    const { user, api } = await renderAttendance();
    await user.type(
      screen.getByRole("textbox", { name: "Note for Ana Smith" }),
      " Joined by video ",
    );
    expect(api.sentTo(`PATCH ${base}/a1`)).toEqual([]);

    await user.tab();

    await screen.findByDisplayValue("Joined by video");
    expect(api.sentTo(`PATCH ${base}/a1`)).toEqual([{ note: "Joined by video" }]);
  });

  it("records that someone present left, and at which item", async () => {
    const { user, api, row } = await renderAttendance();
    expect(screen.queryByRole("switch", { name: "Ana Smith left the meeting" })).toBeNull();
    await user.click(row.getByRole("button", { name: "Present" }));

    await user.click(await screen.findByRole("switch", { name: "Ana Smith left the meeting" }));
    await user.click(screen.getByLabelText("Left at item for Ana Smith"));
    await user.click(await screen.findByRole("option", { name: "2 Financial Report" }));

    await screen.findByDisplayValue("2 Financial Report");
    expect(api.sentTo(`PATCH ${base}/a1`)).toEqual([
      { status: "present" },
      { departed: true },
      { departedAtItemId: "i2", departed: true },
    ]);
  });

  it("moves people up and down the list from the keyboard", async () => {
    const { user, api } = await renderAttendance();
    expect(names()).toEqual(["Ana", "Ben"]);
    expect(screen.getByRole("button", { name: "Move Ana Smith up" })).toHaveProperty(
      "disabled",
      true,
    );

    screen.getByRole("button", { name: "Move Ana Smith down" }).focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(names()).toEqual(["Ben", "Ana"]));
    expect(api.sentTo(`PUT ${base}/order`)).toEqual([{ attendeeIds: ["a2", "a1"] }]);
    expect(screen.getByRole("button", { name: "Move Ana Smith down" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("says what went wrong when a change is refused, and keeps what was shown", async () => {
    const { user, row } = await renderAttendance(() =>
      reply(409, refusal("The minutes are confirmed.")),
    );

    await user.click(row.getByRole("button", { name: "Apology" }));

    expect(
      await screen.findByText("Attendance could not be saved: The minutes are confirmed."),
    ).toBeTruthy();
    expect(row.getByRole("button", { name: "Apology" }).getAttribute("aria-pressed")).toBe("false");
  });
});
