import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

export type ErrorBody = { error: { code: string; message: string } };
export type Attendance = {
  attendees: { Id: string; PersonId: string | null; Name: string; Status: string }[];
  quorum: { members: number; present: number; needed: number; reached: boolean };
};
export type VoteView = {
  Status: string;
  Outcome: string | null;
  Tally: { support: number; oppose: number; abstain: number; notVoted: number };
  Ballots: { Comment: string | null }[];
};

export type MinutesFixture = {
  server: TestServer;
  secretary: TestClient;
  boardId: string;
  /** Four voting directors; the owner and the secretary are not voting members. */
  directors: { personId: string; client: TestClient }[];
  meetingInMinutes: (
    title: string,
  ) => Promise<{ id: string; voteItemId: string; otherItemId: string }>;
  markPresent: (meetingId: string, count: number) => Promise<Attendance>;
};

/**
 * A board with a secretary and four directors on a real server, and helpers to bring a
 * meeting to Draft Minutes: the minutes test files share it (each file gets its own server).
 */
export function minutesFixture(): MinutesFixture {
  let server = undefined as unknown as TestServer;
  let secretary = undefined as unknown as TestClient;
  let boardId = "";
  const directors: { personId: string; client: TestClient }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const owner = await buildAccount(db);
    boardId = (await buildBoard(db, owner.personId)).id;
    // The owner is a board member too; make them not one so the four below are the voting members.
    await db.execute(
      sql`update memberships set is_board_member = false where person_id = ${owner.personId}`,
    );
    const sec = await buildAccount(db);
    await addMembership(db, boardId, sec.personId, "PersonalAssistant", { isBoardMember: false });
    secretary = await signedInClient(server.url, sec.email);
    for (let i = 0; i < 4; i++) {
      const d = await buildAccount(db, { firstName: `Director${i}` });
      await addMembership(db, boardId, d.personId, "Director", { isBoardMember: true });
      directors.push({
        personId: d.personId,
        client: await clientWithSession(db, server.url, d.personId),
      });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function meetingInMinutes(
    title: string,
  ): Promise<{ id: string; voteItemId: string; otherItemId: string }> {
    const id = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title,
        date: "2026-12-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
    const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body;
    const voteItem = detail.Agenda?.find((i) => i.Type === "Vote");
    const otherItem = detail.Agenda?.find((i) => i.Title === "Financial Report");
    await secretary.patch(`/api/meetings/${id}/agenda/items/${voteItem?.Id}`, {
      motion: "the board approves the 2027 budget",
    });
    await secretary.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" });
    await secretary.post(`/api/meetings/${id}/transitions`, { action: "startMinutes" });
    return { id, voteItemId: voteItem?.Id ?? "", otherItemId: otherItem?.Id ?? "" };
  }

  async function markPresent(meetingId: string, count: number): Promise<Attendance> {
    let att = (await secretary.get<Attendance>(`/api/meetings/${meetingId}/attendance`)).body;
    for (const d of directors.slice(0, count)) {
      const row = att.attendees.find((a) => a.PersonId === d.personId);
      att = (
        await secretary.patch<Attendance>(`/api/meetings/${meetingId}/attendance/${row?.Id}`, {
          status: "present",
        })
      ).body;
    }
    return att;
  }

  return {
    get server() {
      return server;
    },
    get secretary() {
      return secretary;
    },
    get boardId() {
      return boardId;
    },
    directors,
    meetingInMinutes,
    markPresent,
  };
}
