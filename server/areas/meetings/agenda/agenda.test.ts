import { describe, expect, it } from "vitest";
import { meetingsFixture } from "../meetings-fixture.js";

type ErrorBody = { error: { code: string; message: string } };

const f = meetingsFixture();

describe("the agenda", () => {
  it("builds the best-practice agenda, numbers it, computes start times and moves to Draft Agenda", async () => {
    const id = await f.addMeeting("Agenda meeting");
    expect(
      (await f.secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" }))
        .status,
    ).toBe(201);
    const m = await f.detail(f.secretary, id);
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

    const again = await f.secretary.post<ErrorBody>(`/api/meetings/${id}/agenda/build`, {
      source: "blank",
    });
    expect(again.status).toBe(409);
  });

  it("logs changes to a published agenda and asks to republish", async () => {
    const id = await f.addMeeting("Published meeting");
    await f.secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    expect(
      (await f.secretary.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" }))
        .status,
    ).toBe(200);
    let m = await f.detail(f.secretary, id);
    expect(m.StateLabel).toBe("Published Agenda");
    expect(m.AgendaChangedSincePublish).toBe(false);
    const added = await f.secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, {
      title: "Late paper: Property lease",
      durationMinutes: 10,
    });
    expect(added.status).toBe(201);
    m = await f.detail(f.secretary, id);
    expect(m.AgendaChangedSincePublish).toBe(true);
    expect(m.ChangesLog[0]?.Summary).toBe('Added "Late paper: Property lease"');
  });

  it("reorders with sub-items and refuses a stale order", async () => {
    const id = await f.addMeeting("Reorder meeting");
    const a = (
      await f.secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "A" })
    ).body.Id;
    const b = (
      await f.secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "B" })
    ).body.Id;
    const c = (
      await f.secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title: "C" })
    ).body.Id;
    const res = await f.secretary.request("PUT", `/api/meetings/${id}/agenda/order`, {
      items: [
        { id: c, parentId: null },
        { id: a, parentId: c },
        { id: b, parentId: null },
      ],
    });
    expect(res.status).toBe(200);
    const m = await f.detail(f.secretary, id);
    expect(m.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(["1 C", "1.1 A", "2 B"]);
    const stale = await f.secretary.request<ErrorBody>("PUT", `/api/meetings/${id}/agenda/order`, {
      items: [{ id: a, parentId: null }],
    });
    expect(stale.status).toBe(409);
  });

  it("changes only the fields an item edit names", async () => {
    const id = await f.addMeeting("Patch meeting");
    await f.secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const vote = (await f.detail(f.secretary, id)).Agenda?.find((i) => i.Type === "Vote");
    expect(
      (
        await f.secretary.patch(`/api/meetings/${id}/agenda/items/${vote?.Id}`, {
          motion: "That the budget be approved",
        })
      ).status,
    ).toBe(200);
    const after = (await f.detail(f.secretary, id)).Agenda?.find((i) => i.Id === vote?.Id);
    expect(after).toMatchObject({
      Type: "Vote",
      Title: vote?.Title,
      DurationMinutes: vote?.DurationMinutes,
      Motion: "That the budget be approved",
    });
  });

  it("stores a rich description with its plain text, and a plain description replaces it", async () => {
    const id = await f.addMeeting("Description meeting");
    await f.secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const item = (await f.detail(f.secretary, id)).Agenda?.find((i) => !i.IsHeading);
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
      (await f.secretary.patch(url, { descriptionDoc: doc, description: "ignored" })).status,
    ).toBe(200);
    let after = (await f.detail(f.secretary, id)).Agenda?.find((i) => i.Id === item?.Id);
    expect(after).toMatchObject({
      Description: "Read the paper\n\n1. Note it",
      DescriptionDoc: doc,
    });
    expect((await f.secretary.patch(url, { description: "Plain words" })).status).toBe(200);
    after = (await f.detail(f.secretary, id)).Agenda?.find((i) => i.Id === item?.Id);
    expect(after).toMatchObject({ Description: "Plain words", DescriptionDoc: null });
  });

  it("clones a previous meeting's agenda", async () => {
    const from = await f.addMeeting("Source meeting");
    await f.secretary.post(`/api/meetings/${from}/agenda/build`, { source: "bestPractice" });
    const to = await f.addMeeting("Cloned meeting", "2027-01-20");
    expect(
      (
        await f.secretary.post(`/api/meetings/${to}/agenda/build`, {
          source: "clone",
          fromMeetingId: from,
        })
      ).status,
    ).toBe(201);
    const a = await f.detail(f.secretary, from);
    const b = await f.detail(f.secretary, to);
    expect(b.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(
      a.Agenda?.map((i) => `${i.Number} ${i.Title}`),
    );
  });

  it("saves an agenda as the organisation's template and builds a new agenda from it", async () => {
    const from = await f.addMeeting("Template source");
    await f.secretary.post(`/api/meetings/${from}/agenda/build`, { source: "bestPractice" });
    const saved = await f.secretary.post<{ Id: string }>(
      `/api/meetings/${from}/agenda/save-as-template`,
      { name: "Our board agenda" },
    );
    expect(saved.status).toBe(201);
    const list = await f.secretary.get<{
      templates: { Id: string; Name: string; ItemCount: number }[];
    }>(`/api/organisations/${f.boardId}/agenda-templates`);
    expect(list.body.templates).toContainEqual({
      Id: saved.body.Id,
      Name: "Our board agenda",
      ItemCount: 12,
    });
    const to = await f.addMeeting("Template target", "2027-03-03");
    expect(
      (
        await f.secretary.post(`/api/meetings/${to}/agenda/build`, {
          source: "template",
          templateId: saved.body.Id,
        })
      ).status,
    ).toBe(201);
    const a = await f.detail(f.secretary, from);
    const b = await f.detail(f.secretary, to);
    expect(b.Agenda?.map((i) => `${i.Number} ${i.Title}`)).toEqual(
      a.Agenda?.map((i) => `${i.Number} ${i.Title}`),
    );
  });
});
