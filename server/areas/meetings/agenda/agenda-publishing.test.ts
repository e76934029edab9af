import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import type { AgendaReaders } from "../../../../common/contracts/publishing.js";
import { agendaItems, memberships } from "../../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";

let server: TestServer;
let secretary: TestClient;
let director: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url, "Harbour Trust"));
  const people = {
    director: await buildAccount(db, { firstName: "Mele" }),
    noLogin: await buildAccount(db, { firstName: "Hone" }),
    guest: await buildAccount(db, { firstName: "Gita" }),
    revoked: await buildAccount(db, { firstName: "Rangi" }),
  };
  await addMembership(db, boardId, people.director.personId, "Director");
  await addMembership(db, boardId, people.noLogin.personId, "Director");
  await addMembership(db, boardId, people.guest.personId, "Executive");
  await addMembership(db, boardId, people.revoked.personId, "Director", { accessAllowed: false });
  await db
    .update(memberships)
    .set({ loginEnabled: false })
    .where(
      and(
        eq(memberships.organisationId, boardId),
        eq(memberships.personId, people.noLogin.personId),
      ),
    );
  director = await signedInClient(server.url, people.director.email);
});
afterAll(async () => {
  await server.close();
});

async function addMeeting(title: string): Promise<string> {
  const res = await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
    title,
    date: "2026-12-03",
    startTime: "18:30",
    endTime: "20:30",
  });
  expect(res.status).toBe(201);
  return res.body.Id;
}

const agendaOf = async (id: string) =>
  ((await secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body.Agenda ?? []).map(
    (i) => `${i.Number} ${i.Title}`,
  );

describe("the Close Meeting item stays last", () => {
  it("puts a new item before Close Meeting, and a sub-item under its own item", async () => {
    const id = await addMeeting("Added items");
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const late = await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, {
      title: "Late paper: Property lease",
    });
    expect(late.status).toBe(201);
    const agenda = await agendaOf(id);
    expect(agenda.slice(-3)).toEqual([
      "4 General Business",
      "5 Late paper: Property lease",
      "6 Close Meeting",
    ]);
    const sub = await secretary.post(`/api/meetings/${id}/agenda/items`, {
      title: "Lease terms",
      parentId: late.body.Id,
    });
    expect(sub.status).toBe(201);
    expect((await agendaOf(id)).slice(-2)).toEqual(["5.1 Lease terms", "6 Close Meeting"]);
  });

  it("moves Close Meeting back to the end when an order puts an item after it", async () => {
    const id = await addMeeting("Reordered");
    const add = async (title: string, type = "Generic") =>
      (await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items`, { title, type }))
        .body.Id;
    const welcome = await add("Welcome");
    const close = await add("Close Meeting", "CloseMeeting");
    const business = await add("General Business");
    expect(await agendaOf(id)).toEqual(["1 Welcome", "2 General Business", "3 Close Meeting"]);
    const res = await secretary.request("PUT", `/api/meetings/${id}/agenda/order`, {
      items: [
        { id: close, parentId: null },
        { id: welcome, parentId: null },
        { id: business, parentId: null },
      ],
    });
    expect(res.status).toBe(200);
    expect(await agendaOf(id)).toEqual(["1 Welcome", "2 General Business", "3 Close Meeting"]);
  });

  it("builds from a template and from a clone with Close Meeting last, even when saved in the middle", async () => {
    const from = await addMeeting("Old agenda");
    for (const [title, type] of [
      ["Welcome", "Generic"],
      ["Close Meeting", "CloseMeeting"],
      ["Finance", "Generic"],
    ])
      await secretary.post(`/api/meetings/${from}/agenda/items`, { title, type });
    // An agenda from before the rule: Close Meeting in the middle.
    await server.database.db
      .update(agendaItems)
      .set({ position: 9 })
      .where(and(eq(agendaItems.meetingId, from), eq(agendaItems.title, "Finance")));
    await server.database.db
      .update(agendaItems)
      .set({ position: 5 })
      .where(and(eq(agendaItems.meetingId, from), eq(agendaItems.title, "Close Meeting")));
    expect(await agendaOf(from)).toEqual(["1 Welcome", "2 Close Meeting", "3 Finance"]);

    const template = await secretary.post<{ Id: string }>(
      `/api/meetings/${from}/agenda/save-as-template`,
      { name: "Old habits" },
    );
    const fromTemplate = await addMeeting("From the template");
    await secretary.post(`/api/meetings/${fromTemplate}/agenda/build`, {
      source: "template",
      templateId: template.body.Id,
    });
    const cloned = await addMeeting("Cloned");
    await secretary.post(`/api/meetings/${cloned}/agenda/build`, {
      source: "clone",
      fromMeetingId: from,
    });
    const expected = ["1 Welcome", "2 Finance", "3 Close Meeting"];
    expect(await agendaOf(fromTemplate)).toEqual(expected);
    expect(await agendaOf(cloned)).toEqual(expected);
  });
});

describe("who reads a published agenda", () => {
  it("names the members who will read it, those without a login, and counts those who see the date only", async () => {
    const id = await addMeeting("Readers");
    const res = await secretary.get<AgendaReaders>(`/api/meetings/${id}/agenda/readers`);
    expect(res.status).toBe(200);
    const names = res.body.Readers.map((r) => r.FullName.split(" ")[0]);
    // The board's owner (Administrator), the secretary and the director with a login.
    expect(names).toHaveLength(3);
    expect(names).toContain("Mele");
    expect(names).not.toContain("Rangi");
    expect(res.body.WithoutLogin.map((r) => r.FullName)).toEqual(["Hone Tester"]);
    expect(res.body.DateOnly).toBe(1);
    // Only those who publish agendas ask.
    expect((await director.get(`/api/meetings/${id}/agenda/readers`)).status).toBe(403);
  });
});
