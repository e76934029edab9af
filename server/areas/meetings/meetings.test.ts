import { describe, expect, it } from "vitest";
import type { MeetingSummary } from "../../../common/contracts/meetings.js";
import { meetingsFixture } from "./meetings-fixture.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const f = meetingsFixture();

describe("meetings", () => {
  it("stores the start in UTC from the location's time zone and lists it as upcoming", async () => {
    const id = await f.addMeeting("December Board Meeting");
    const m = await f.detail(f.secretary, id);
    expect(m).toMatchObject({
      Title: "December Board Meeting",
      StartTime: "2026-12-03T05:30:00.000Z",
      TimeZone: "Pacific/Auckland",
      State: "PreAgenda",
      StateLabel: "No Agenda",
    });
    const list = await f.secretary.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${f.boardId}/meetings?when=all`,
    );
    expect(list.body.meetings.map((x) => x.Id)).toContain(id);
    // An address may spell the ids in capitals: they are the same meeting and board.
    expect((await f.detail(f.secretary, id.toUpperCase())).Id).toBe(id);
    const shouted = await f.secretary.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${f.boardId.toUpperCase()}/meetings?when=all`,
    );
    expect(shouted.body.meetings.map((x) => x.Id)).toContain(id);
  });

  it("explains bad input: an end before the start, a missing title", async () => {
    const res = await f.secretary.post<ErrorBody>(`/api/organisations/${f.boardId}/meetings`, {
      title: "",
      date: "2026-12-03",
      startTime: "18:30",
      endTime: "17:00",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ title: "Required" });
  });

  it("refuses an illegal transition and names the allowed ones", async () => {
    const id = await f.addMeeting("Transition meeting");
    const res = await f.secretary.post<ErrorBody>(`/api/meetings/${id}/transitions`, {
      action: "finishDraftMinutes",
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A meeting in "No Agenda" cannot do that. Allowed now: "Build Agenda".',
    );
  });

  it("refuses a save from an older version of the meeting", async () => {
    const id = await f.addMeeting("Version meeting");
    const m = await f.detail(f.secretary, id);
    expect(
      (await f.secretary.patch(`/api/meetings/${id}`, { version: m.Version, title: "Renamed" }))
        .status,
    ).toBe(200);
    const stale = await f.secretary.patch<ErrorBody>(`/api/meetings/${id}`, {
      version: m.Version,
      title: "Overwritten?",
    });
    expect(stale.status).toBe(409);
    expect((await f.detail(f.secretary, id)).Title).toBe("Renamed");
  });

  it("shows an Executive/Guest the meeting's date but not its agenda, and no edit actions", async () => {
    const id = await f.addMeeting("Guest meeting");
    await f.secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const m = await f.detail(f.guest, id);
    expect(m.StartTime).toBe("2026-12-03T05:30:00.000Z");
    expect(m.Agenda).toBeNull();
    expect(m.Transitions).toEqual([]);
    expect((await f.guest.post(`/api/meetings/${id}/agenda/items`, { title: "x" })).status).toBe(
      403,
    );
  });
});
