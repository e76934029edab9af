import { afterAll, beforeAll, expect } from "vitest";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

export type MeetingsFixture = {
  server: TestServer;
  secretary: TestClient;
  /** An Executive: sees meetings' dates, not their agendas. */
  guest: TestClient;
  boardId: string;
  addMeeting: (title: string, date?: string) => Promise<string>;
  detail: (client: TestClient, id: string) => Promise<MeetingDetail>;
};

/**
 * A board with a secretary, an Executive and a default location in Auckland, on a real server:
 * the meeting and agenda test files share it (each file gets its own server).
 */
export function meetingsFixture(): MeetingsFixture {
  let server = undefined as unknown as TestServer;
  let secretary = undefined as unknown as TestClient;
  let guest = undefined as unknown as TestClient;
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

  return {
    get server() {
      return server;
    },
    get secretary() {
      return secretary;
    },
    get guest() {
      return guest;
    },
    get boardId() {
      return boardId;
    },
    addMeeting,
    detail,
  };
}
