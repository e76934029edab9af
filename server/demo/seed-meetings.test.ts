import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingSummary } from "../../common/contracts/meetings.js";
import { meetingStateLabels } from "../../common/meetings/meeting-state.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { seedMeetings } from "./seed-meetings.js";
import { demoAdminEmail, seedPeopleAndBoards } from "./seed-people-and-boards.js";

let server: TestServer;
let admin: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const ids = await seedPeopleAndBoards(server.database.db, "Demo-Password-1");
  boardId = ids.boardId;
  await seedMeetings(server.database.db, server.services.storage, server.services.seal, ids);
  await server.services.jobs.drain();
  admin = new TestClient(server.url);
  await admin.post("/api/auth/login", { email: demoAdminEmail, password: "Demo-Password-1" });
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("the demo meetings", () => {
  it("have an interests register that suggests a conflict on the budget vote", async () => {
    const register = await admin.get<{ interests: { Entity: string }[] }>(
      `/api/organisations/${boardId}/interests?tab=current`,
    );
    expect(register.body.interests.length).toBe(3);
    const list = await admin.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${boardId}/meetings?when=all`,
    );
    const drafting = list.body.meetings.find((m) => m.StateLabel === "Draft Minutes");
    const suggestions = await admin.get<{ items: { Suggestions: { Name: string }[] }[] }>(
      `/api/meetings/${drafting?.Id}/conflict-suggestions`,
    );
    expect(suggestions.body.items.flatMap((i) => i.Suggestions.map((s) => s.Name))).toContain(
      "Daniel O'Connor",
    );
  });

  it("word each meeting's decisions, votes and actions differently, so none reads as a copy", async () => {
    const decisions = await admin.get<{ decisions: { Title: string; Text: string }[] }>(
      `/api/organisations/${boardId}/decisions?pageSize=50`,
    );
    const actions = await admin.get<{ actions: { Description: string }[] }>(
      `/api/organisations/${boardId}/actions?tab=current`,
    );
    const meetings = await admin.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${boardId}/meetings?when=all`,
    );
    const voteTitles: string[] = [];
    for (const m of meetings.body.meetings) {
      const detail = await admin.get<{ Agenda: { Type: string; Title: string }[] | null }>(
        `/api/meetings/${m.Id}`,
      );
      for (const item of detail.body.Agenda ?? [])
        if (item.Type === "Vote") voteTitles.push(item.Title);
    }
    const repeated = (words: string[]) => words.filter((w, i) => words.indexOf(w) !== i);
    expect(decisions.body.decisions.length).toBeGreaterThan(4);
    expect(repeated(decisions.body.decisions.map((d) => d.Title))).toEqual([]);
    expect(repeated(decisions.body.decisions.map((d) => d.Text))).toEqual([]);
    expect(actions.body.actions.length).toBeGreaterThan(2);
    expect(repeated(actions.body.actions.map((a) => a.Description))).toEqual([]);
    expect(voteTitles.length).toBeGreaterThan(4);
    expect(repeated(voteTitles)).toEqual([]);
  });

  it("cover every meeting state", async () => {
    const list = await admin.get<{ meetings: MeetingSummary[] }>(
      `/api/organisations/${boardId}/meetings?when=all`,
    );
    expect(new Set(list.body.meetings.map((m) => m.StateLabel))).toEqual(
      new Set(Object.values(meetingStateLabels)),
    );
  });

  it("have a ready board pack for the published meeting and signed confirmed minutes", async () => {
    const list = (
      await admin.get<{ meetings: MeetingSummary[] }>(
        `/api/organisations/${boardId}/meetings?when=all`,
      )
    ).body.meetings;
    const published = list.find((m) => m.State === "PublishedAgenda");
    const pack = await admin.get<{ status: string; pageCount: number }>(
      `/api/meetings/${published?.Id}/pack/status`,
    );
    expect(pack.body.status).toBe("ready");
    expect(pack.body.pageCount).toBeGreaterThan(10);
    const confirmed = list.find((m) => m.State === "Complete");
    const signing = await admin.get<{ Signed: number; Total: number }>(
      `/api/meetings/${confirmed?.Id}/signatures`,
    );
    expect(signing.body).toMatchObject({ Signed: 1, Total: 1 });
  });
});
