import { describe, expect, it } from "vitest";
import { type Attendance, type ErrorBody, minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

describe("attendance and quorum", () => {
  it("lists the organisation's people and shows quorum live, including its loss after a departure", async () => {
    const { id } = await f.meetingInMinutes("Quorum meeting");
    let att = await f.markPresent(id, 2);
    expect(att.attendees.length).toBeGreaterThanOrEqual(6);
    expect(att.quorum).toMatchObject({ members: 4, present: 2, needed: 3, reached: false });
    att = await f.markPresent(id, 3);
    expect(att.quorum.reached).toBe(true);
    const leaving = att.attendees.find((a) => a.PersonId === f.directors[0]?.personId);
    att = (
      await f.secretary.patch<Attendance>(`/api/meetings/${id}/attendance/${leaving?.Id}`, {
        departed: true,
      })
    ).body;
    expect(att.quorum).toMatchObject({ present: 2, reached: false });
  });
});

describe("attendance order", () => {
  it("puts attendees in the order chosen, and refuses an order that misses someone", async () => {
    const { id } = await f.meetingInMinutes("Order meeting");
    const url = `/api/meetings/${id}/attendance`;
    const before = (await f.secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id);
    const reversed = [...before].reverse();
    const res = await f.secretary.request<Attendance>("PUT", `${url}/order`, {
      attendeeIds: reversed,
    });
    expect(res.status).toBe(200);
    expect(res.body.attendees.map((a) => a.Id)).toEqual(reversed);
    const missing = await f.secretary.request<ErrorBody>("PUT", `${url}/order`, {
      attendeeIds: reversed.slice(1),
    });
    expect(missing.status).toBe(409);
    expect((await f.secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id)).toEqual(
      reversed,
    );
  });
});

describe("answering an invitation", () => {
  it("records an apology that the attendance list starts from", async () => {
    const id = (
      await f.secretary.post<{ Id: string }>(`/api/organisations/${f.boardId}/meetings`, {
        title: "RSVP meeting",
        date: "2031-03-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    const [d] = f.directors;
    expect(
      (await d?.client.request("PUT", `/api/meetings/${id}/rsvp`, { rsvp: "apology" }))?.status,
    ).toBe(200);
    const att = (await f.secretary.get<Attendance>(`/api/meetings/${id}/attendance`)).body;
    expect(att.attendees.find((a) => a.PersonId === d?.personId)?.Status).toBe("apology");
  });
});
