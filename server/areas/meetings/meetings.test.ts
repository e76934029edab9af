import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail, MeetingSummary } from "../../../common/contracts/meetings.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let secretary: TestClient;
let guest: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const g = await buildAccount(db);
  await addMembership(db, boardId, g.personId, "Executive");
  guest = await signedInClient(server.url, g.email);
  const loc = await secretary.post(`/api/organisations/${boardId}/meeting-locations`, {
    name: "Harbourside Hall",
    timeZone: "Pacific/Auckland",
    isDefault: true,
  });
  expect(loc.status).toBe(201);
});
afterAll(async () => {
  await server.close();
});

async function addMeeting(title: string, date = "2026-12-03"): Promise<string> {
  const res = await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
    title,
    date,
    startTime: "18:30",
    endTime: "20:30",
  });
  expect(res.status).toBe(201);
  return res.body.Id;
}

const detail = async (client: TestClient, id: string) =>
  (await client.get<MeetingDetail>(`/api/meetings/${id}`)).body;

describe("meetings", () => {
  it("stores the start in UTC from the location's time zone and lists it as upcoming", async () => {
    const id = await addMeeting("December Board Meeting");
    const m = await detail(secretary, id);
    expect(m).toMatchObject({
      Title: "December Board Meeting",
      StartTime: "2026-12-03T05:30:00.000Z",
      TimeZone: "Pacific/Auckland",
      State: "PreAgenda",
      StateLabel: "No Agenda",
    });
    const list = await secretary.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${boardId}/meetings?when=all`,
    );
    expect(list.body.meetings.map((x) => x.Id)).toContain(id);
    // An address may spell the ids in capitals: they are the same meeting and board.
    expect((await detail(secretary, id.toUpperCase())).Id).toBe(id);
    const shouted = await secretary.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${boardId.toUpperCase()}/meetings?when=all`,
    );
    expect(shouted.body.meetings.map((x) => x.Id)).toContain(id);
  });

  it("explains bad input: an end before the start, a missing title", async () => {
    const res = await secretary.post<ErrorBody>(`/api/organisations/${boardId}/meetings`, {
      title: "",
      date: "2026-12-03",
      startTime: "18:30",
      endTime: "17:00",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ title: "Required" });
  });

  it("builds the best-practice agenda, numbers it, computes start times and moves to Draft Agenda", async () => {
    const id = await addMeeting("Agenda meeting");
    expect(
      (await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" })).status,
    ).toBe(201);
    const m = await detail(secretary, id);
    expect(m.State).toBe("Draft");
    const types = m.Agenda?.map((i) => i.Type) ?? [];
    for (const t of ["InterestsRegister", "ConfirmMinutes", "ActionItems", "CloseMeeting"])
      expect(types).toContain(t);
    expect(m.Agenda?.slice(0, 3).map((i) => i.Number)).toEqual(["1", "1.1", "1.2"]);
    const welcome = m.Agenda?.[1];
    const interests = m.Agenda?.[2];
    expect(welcome?.StartsAt).toBe(m.StartTime);
    expect(new Date(interests?.StartsAt ?? 0).getTime() - new Date(m.StartTime).getTime()).toBe(
      5 * 60_000,
    );
    expect(new Date(m.CloseTime).getTime() - new Date(m.StartTime).getTime()).toBe(85 * 60_000);

    const again = await secretary.post<ErrorBody>(`/api/meetings/${id}/agenda/build`, {
      source: "blank",
    });
    expect(again.status).toBe(409);
  });

  it("refuses an illegal transition and names the allowed ones", async () => {
    const id = await addMeeting("Transition meeting");
    const res = await secretary.post<ErrorBody>(`/api/meetings/${id}/transitions`, {
      action: "finishDraftMinutes",
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A meeting in "No Agenda" cannot do that. Allowed now: "Build Agenda".',
    );
  });

  it("logs changes to a published agenda and asks to republish", async () => {
    const id = await addMeeting("Published meeting");
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    expect(
      (await secretary.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" })).status,
    ).toBe(200);
    let m = await detail(secretary, id);
    expect(m.StateLabel).toBe("Published Agenda");
    expect(m.AgendaChangedSincePublish).toBe(false);
    const added = await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, {
      title: "Late paper: Property lease",
      durationMinutes: 10,
    });
    expect(added.status).toBe(201);
    m = await detail(secretary, id);
    expect(m.AgendaChangedSincePublish).toBe(true);
    expect(m.ChangesLog[0]?.Summary).toBe('Added "Late paper: Property lease"');
  });

  it("reorders with sub-items and refuses a stale order", async () => {
    const id = await addMeeting("Reorder meeting");
    const a = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "A" })
    ).body.Id;
    const b = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "B" })
    ).body.Id;
    const c = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "C" })
    ).body.Id;
    const res = await secretary.request("PUT", `/api/meetings/${id}/agenda/order`, {
      items: [
        { id: c, parentId: null },
        { id: a, parentId: c },
        { id: b, parentId: null },
      ],
    });
    expect(res.status).toBe(200);
    const m = await detail(secretary, id);
    expect(m.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(["1 C", "1.1 A", "2 B"]);
    const stale = await secretary.request<ErrorBody>("PUT", `/api/meetings/${id}/agenda/order`, {
      items: [{ id: a, parentId: null }],
    });
    expect(stale.status).toBe(409);
  });

  it("changes only the fields an item edit names", async () => {
    const id = await addMeeting("Patch meeting");
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const vote = (await detail(secretary, id)).Agenda?.find((i) => i.Type === "Vote");
    expect(
      (
        await secretary.patch(`/api/meetings/${id}/agenda/items/${vote?.Id}`, {
          motion: "That the budget be approved",
        })
      ).status,
    ).toBe(200);
    const after = (await detail(secretary, id)).Agenda?.find((i) => i.Id === vote?.Id);
    expect(after).toMatchObject({
      Type: "Vote",
      Title: vote?.Title,
      DurationMinutes: vote?.DurationMinutes,
      Motion: "That the budget be approved",
    });
  });

  it("stores a rich description with its plain text, and a plain description replaces it", async () => {
    const id = await addMeeting("Description meeting");
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const item = (await detail(secretary, id)).Agenda?.find((i) => !i.IsHeading);
    const url = `/api/meetings/${id}/agenda/items/${item?.Id}`;
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Read the ", marks: [{ type: "italic" }] },
            { type: "text", text: "paper" },
          ],
        },
        {
          type: "orderedList",
          content: [
            {
              type: "listItem",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Note it" }] }],
            },
          ],
        },
      ],
    };
    expect(
      (await secretary.patch(url, { descriptionDoc: doc, description: "ignored" })).status,
    ).toBe(200);
    let after = (await detail(secretary, id)).Agenda?.find((i) => i.Id === item?.Id);
    expect(after).toMatchObject({
      Description: "Read the paper\n\n1. Note it",
      DescriptionDoc: doc,
    });
    expect((await secretary.patch(url, { description: "Plain words" })).status).toBe(200);
    after = (await detail(secretary, id)).Agenda?.find((i) => i.Id === item?.Id);
    expect(after).toMatchObject({ Description: "Plain words", DescriptionDoc: null });
  });

  it("refuses a save from an older version of the meeting", async () => {
    const id = await addMeeting("Version meeting");
    const m = await detail(secretary, id);
    expect(
      (await secretary.patch(`/api/meetings/${id}`, { version: m.Version, title: "Renamed" }))
        .status,
    ).toBe(200);
    const stale = await secretary.patch<ErrorBody>(`/api/meetings/${id}`, {
      version: m.Version,
      title: "Overwritten?",
    });
    expect(stale.status).toBe(409);
    expect((await detail(secretary, id)).Title).toBe("Renamed");
  });

  it("clones a previous meeting's agenda", async () => {
    const from = await addMeeting("Source meeting");
    await secretary.post(`/api/meetings/${from}/agenda/build`, { source: "bestPractice" });
    const to = await addMeeting("Cloned meeting", "2027-01-20");
    expect(
      (
        await secretary.post(`/api/meetings/${to}/agenda/build`, {
          source: "clone",
          fromMeetingId: from,
        })
      ).status,
    ).toBe(201);
    const a = await detail(secretary, from);
    const b = await detail(secretary, to);
    expect(b.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(
      a.Agenda?.map((i) => `${i.Number} ${i.Title}`),
    );
  });

  it("saves an agenda as the organisation's template and builds a new agenda from it", async () => {
    const from = await addMeeting("Template source");
    await secretary.post(`/api/meetings/${from}/agenda/build`, { source: "bestPractice" });
    const saved = await secretary.post<{ Id: string }>(
      `/api/meetings/${from}/agenda/save-as-template`,
      { name: "Our board agenda" },
    );
    expect(saved.status).toBe(201);
    const list = await secretary.get<{
      templates: { Id: string; Name: string; ItemCount: number }[];
    }>(`/api/organisations/${boardId}/agenda-templates`);
    expect(list.body.templates).toContainEqual({
      Id: saved.body.Id,
      Name: "Our board agenda",
      ItemCount: 12,
    });
    const to = await addMeeting("Template target", "2027-03-03");
    expect(
      (
        await secretary.post(`/api/meetings/${to}/agenda/build`, {
          source: "template",
          templateId: saved.body.Id,
        })
      ).status,
    ).toBe(201);
    const a = await detail(secretary, from);
    const b = await detail(secretary, to);
    expect(b.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(
      a.Agenda?.map((i) => `${i.Number} ${i.Title}`),
    );
  });

  it("shows an Executive/Guest the meeting's date but not its agenda, and no edit actions", async () => {
    const id = await addMeeting("Guest meeting");
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const m = await detail(guest, id);
    expect(m.StartTime).toBe("2026-12-03T05:30:00.000Z");
    expect(m.Agenda).toBeNull();
    expect(m.Transitions).toEqual([]);
    expect((await guest.post(`/api/meetings/${id}/agenda/items`, { title: "x" })).status).toBe(403);
  });
});
