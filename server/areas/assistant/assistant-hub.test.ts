import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
} from "@microsoft/signalr";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TextAnnotation } from "../../../common/assistant/citations.js";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { queryRows } from "../../db/raw-rows.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let secretary: TestClient;
let secretaryId = "";
let boardId = "";
let otherBoardId = "";
let meetingId = "";
let marinaOwner: TestClient;
const connections: HubConnection[] = [];

type Chunk = { text: string; textAnnotations: TextAnnotation[] };

async function hubFor(client: TestClient): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}/api/hub/aiassistant?locale=en-NZ&timezone=Pacific%2FAuckland`, {
      accessTokenFactory: async () =>
        (await client.get<{ token: string }>("/api/auth/token")).body.token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  connections.push(connection);
  return connection;
}

function collect<T>(connection: HubConnection, method: string, ...args: unknown[]): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    connection.stream<T>(method, ...args).subscribe({
      next: (item) => items.push(item),
      complete: () => resolve(items),
      error: reject,
    });
  });
}

async function ask(connection: HubConnection, threadId: string, question: string) {
  const chunks = await collect<Chunk>(connection, "StreamResponse", threadId, question);
  return {
    chunks,
    text: chunks.map((c) => c.text).join(""),
    annotations: chunks.flatMap((c) => c.textAnnotations),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary, secretaryId } = await boardWithSecretary(db, server.url, "Harbour Trust"));
  const inFuture = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  meetingId = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title: "Harbour Trust December Meeting",
      date: inFuture,
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  await secretary.post(`/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
  await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
  await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "startMinutes" });
  const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
  const item = detail.Agenda?.find((i) => i.Title === "Financial Report");
  const mover = await buildAccount(db, { firstName: "Aroha" });
  await addMembership(db, boardId, mover.personId, "Director");
  await secretary.post(`/api/meetings/${meetingId}/agenda/items/${item?.Id}/decisions`, {
    title: "Approve the playground renewal budget",
    outcome: "Approved",
    moverPersonId: mover.personId,
    text: "That the board approves $40,000 for the playground renewal.",
  });
  await secretary.post(`/api/meetings/${meetingId}/agenda/items/${item?.Id}/actions`, {
    description: "Get three quotes for the playground surfacing",
    ownerPersonIds: [secretaryId],
    dueDate: "2020-01-31",
  });
  await secretary.post(`/api/organisations/${boardId}/interests`, {
    personId: secretaryId,
    entity: "Playground Builders Limited",
    nature: "Shareholder",
  });

  // A second board the secretary also sits on, with a meeting only its members may read about.
  const otherOwner = await buildAccount(db);
  otherBoardId = (await buildBoard(db, otherOwner.personId, "Marina Society")).id;
  await addMembership(db, otherBoardId, secretaryId, "Director");
  marinaOwner = await clientWithSession(db, server.url, otherOwner.personId);
  await marinaOwner.post(`/api/organisations/${otherBoardId}/meetings`, {
    title: "Marina Merger Workshop",
    date: "2031-06-01",
    startTime: "10:00",
    endTime: "12:00",
  });
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await server.close();
});

describe("the assistant hub", () => {
  it("answers the next-meeting question with its agenda and a citation, and keeps the thread", async () => {
    const hub = await hubFor(secretary);
    const threadId = await hub.invoke<string>("GetNewThreadForOrganisation", boardId);
    const answer = await ask(hub, threadId, "When is the next meeting?");
    expect(answer.chunks.length).toBeGreaterThan(3);
    // The meeting's name is its citation; the app shows it as a link labelled with the title.
    expect(answer.text).toMatch(/^The next meeting is \*\*【1†source】\*\* on /);
    expect(answer.text).toContain("Financial Report");
    expect(answer.annotations).toContainEqual(
      expect.objectContaining({
        documentType: "Meeting",
        meetingId,
        documentName: "Harbour Trust December Meeting",
      }),
    );
    for (const a of answer.annotations) expect(answer.text).toContain(a.textToReplace);

    const history = await hub.invoke<{
      threadsHistory: { threadId: string; name: string; organisationId: string | null }[];
    }>("GetThreadsHistory", 30);
    expect(history.threadsHistory).toContainEqual({
      threadId,
      name: "When is the next meeting?",
      organisationId: boardId,
    });
    const messages = await collect<{ role: string; content: { text: string }[] }>(
      hub,
      "StreamThreadMessages",
      threadId,
      30,
      null,
      null,
      "asc",
    );
    expect(messages.map((m) => m.role)).toEqual(["User", "Assistant"]);
    expect(messages[1]?.content[0]?.text).toBe(answer.text);
  });

  it("answers from actions, decisions, movers and the interests register", async () => {
    const hub = await hubFor(secretary);
    const threadId = await hub.invoke<string>("GetNewThread");
    const actions = await ask(hub, threadId, "What are my overdue actions?");
    expect(actions.text).toContain("Get three quotes for the playground surfacing");
    expect(actions.text).toContain("due 31 January 2020 (**overdue**)");
    const decided = await ask(hub, threadId, "What was decided about the playground?");
    expect(decided.text).toContain("Approve the playground renewal budget");
    // Dates read as words: "approved on 3 December 2026", never "2026-12-03".
    expect(decided.text).toMatch(/approved on \d{1,2} [A-Z][a-z]+ \d{4} at 【1†source】/);
    expect(decided.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(decided.annotations[0]?.documentName).toBe("Harbour Trust December Meeting");
    const moved = await ask(hub, threadId, "Who moved the playground renewal?");
    expect(moved.text).toContain("moved by Aroha ");
    // The tally a closed vote records on its decision.
    await server.database.db.execute(
      sql`update decisions set tally = '{"support":4,"oppose":1,"abstain":0,"notVoted":0}'::jsonb
          where title = 'Approve the playground renewal budget'`,
    );
    const vote = await ask(hub, threadId, "How did the vote on the playground go?");
    expect(vote.text).toContain("the vote was 4–1 (4 for, 1 against");
    const interest = await ask(
      hub,
      threadId,
      "Who has declared an interest in playground builders?",
    );
    expect(interest.text).toContain("Playground Builders Limited");
    // Dates in words, the month in full.
    expect(interest.text).toMatch(/\(declared \d{1,2} [A-Z][a-z]+ \d{4}/);
    const nothing = await ask(hub, threadId, "zebra quantum lighthouse");
    expect(nothing.text).toMatch(/couldn't find anything/);
    expect(nothing.annotations).toEqual([]);
  });

  it("answers questions asked at the same moment each from its asker's own boards", async () => {
    // The server looks up questions that arrive together in one statement per kind.
    const [secretaryHub, marinaHub] = await Promise.all([hubFor(secretary), hubFor(marinaOwner)]);
    const [harbourThread, marinaThread, ownerThread, ownerActionsThread, actionsThread] =
      await Promise.all([
        secretaryHub.invoke<string>("GetNewThreadForOrganisation", boardId),
        secretaryHub.invoke<string>("GetNewThreadForOrganisation", otherBoardId),
        marinaHub.invoke<string>("GetNewThread"),
        marinaHub.invoke<string>("GetNewThread"),
        secretaryHub.invoke<string>("GetNewThreadForOrganisation", boardId),
      ]);
    const [harbour, marina, owner, ownerActions, actions] = await Promise.all([
      ask(secretaryHub, harbourThread, "When is the next meeting?"),
      ask(secretaryHub, marinaThread, "When is the next meeting?"),
      ask(marinaHub, ownerThread, "When is the next meeting?"),
      ask(marinaHub, ownerActionsThread, "What are my overdue actions?"),
      ask(secretaryHub, actionsThread, "What are my overdue actions?"),
    ]);
    expect(harbour.annotations.map((a) => a.documentName)).toEqual([
      "Harbour Trust December Meeting",
    ]);
    for (const answer of [marina, owner]) {
      expect(answer.annotations.map((a) => a.documentName)).toEqual(["Marina Merger Workshop"]);
      expect(answer.text).not.toContain("Financial Report");
    }
    expect(actions.text).toContain("Get three quotes for the playground surfacing");
    expect(ownerActions.text).toBe("You have no overdue actions.");
  });

  it("stops using a board as soon as the asker's access to it is removed", async () => {
    const hub = await hubFor(secretary);
    const threadId = await hub.invoke<string>("GetNewThread");
    const before = await ask(hub, threadId, "Tell me about the marina merger");
    expect(before.text).toContain("Marina Merger Workshop");
    await queryRows(
      server.database.db,
      sql`update memberships set access_allowed = false where organisation_id = ${otherBoardId} and person_id = ${secretaryId}`,
    );
    const after = await ask(hub, threadId, "Tell me about the marina merger");
    expect(after.text).not.toContain("Marina Merger Workshop");
    expect(after.annotations.every((a) => a.organisationId !== otherBoardId)).toBe(true);
    await expect(hub.invoke("GetNewThreadForOrganisation", otherBoardId)).rejects.toThrow(
      "HubException: You can't ask about that board.",
    );
    await queryRows(
      server.database.db,
      sql`update memberships set access_allowed = true where organisation_id = ${otherBoardId} and person_id = ${secretaryId}`,
    );
  });

  it("refuses someone else's thread, empty and over-long questions; deletes a thread", async () => {
    const hub = await hubFor(secretary);
    const mine = await hub.invoke<string>("GetNewThread");
    const stranger = await buildAccount(server.database.db);
    const strangerHub = await hubFor(
      await clientWithSession(server.database.db, server.url, stranger.personId),
    );
    await expect(collect(strangerHub, "StreamResponse", mine, "Hello?")).rejects.toThrow(
      "That thread was not found.",
    );
    await expect(strangerHub.invoke("DeleteThread", mine)).rejects.toThrow(
      "That thread was not found.",
    );
    await expect(collect(hub, "StreamResponse", mine, "   ")).rejects.toThrow(
      "Type a question first.",
    );
    await expect(collect(hub, "StreamResponse", mine, "x".repeat(1001))).rejects.toThrow(
      "at most 1000 characters",
    );
    await expect(collect(hub, "StreamResponse", null, "Hi")).rejects.toThrow(
      "Connection and thread Id are required",
    );
    await ask(hub, mine, "When is the next meeting?");
    await hub.invoke("DeleteThread", mine);
    const history = await hub.invoke<{ threadsHistory: { threadId: string }[] }>(
      "GetThreadsHistory",
      30,
    );
    expect(history.threadsHistory.map((t) => t.threadId)).not.toContain(mine);
  });

  it("refuses a socket without a valid token", async () => {
    const res = await fetch(`${server.url}/api/hub/aiassistant/negotiate?negotiateVersion=1`, {
      method: "POST",
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(res.status).toBe(401);
  });
});
