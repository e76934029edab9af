import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecisionList } from "../../../common/contracts/decisions.js";
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
import { insertDecisions, insertMeeting } from "./decision-fixtures.js";

type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let owner: TestClient;
let director: TestClient;
let confirmedMeetingId = "";
let confirmedId = "";
let openId = "";
let openMeetingId = "";
let otherBoardDecisionId = "";

const correction = { correction: "The budget approved was $1.2m, not $1.3m.", reason: "Typo" };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  let ownerId = "";
  ({ boardId, secretary, ownerId } = await boardWithSecretary(db, server.url, "Amend Board"));
  owner = await clientWithSession(db, server.url, ownerId);
  const dir = await buildAccount(db, { firstName: "Dana" });
  await addMembership(db, boardId, dir.personId, "Director");
  director = await clientWithSession(db, server.url, dir.personId);
  confirmedMeetingId = await insertMeeting(db, boardId, "February meeting", "Complete");
  openMeetingId = await insertMeeting(db, boardId, "March meeting", "InProgress");
  [confirmedId = ""] = await insertDecisions(db, boardId, [
    {
      title: "Budget approved",
      decidedOn: "2026-02-10",
      text: "The board approved a budget of $1.3m.",
      meetingId: confirmedMeetingId,
    },
  ]);
  [openId = ""] = await insertDecisions(db, boardId, [
    { title: "Lease renewed", decidedOn: "2026-03-03", meetingId: openMeetingId },
  ]);
  const stranger = await buildAccount(db);
  const otherBoard = (await buildBoard(db, stranger.personId, "Other Board")).id;
  [otherBoardDecisionId = ""] = await insertDecisions(db, otherBoard, [
    { title: "Not yours", decidedOn: "2026-01-01" },
  ]);
});

afterAll(async () => {
  await server.close();
});

const amend = (client: TestClient, decisionId: string, body: unknown = correction) =>
  client.post<ErrorBody>(`/api/organisations/${boardId}/decisions/${decisionId}/amendments`, body);

async function listed(client: TestClient, title: string) {
  const res = await client.get<DecisionList>(`/api/organisations/${boardId}/decisions`);
  const decision = res.body.decisions.find((d) => d.Title === title);
  if (!decision) throw new Error(`${title} is not listed`);
  return decision;
}

describe("amending a confirmed decision", () => {
  it("keeps confirmed decisions from being edited in the minutes", async () => {
    const res = await secretary.patch<ErrorBody>(
      `/api/meetings/${confirmedMeetingId}/decisions/${confirmedId}`,
      { title: "Budget approved (corrected)" },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/minutes are confirmed and locked/);
  });

  it("offers the amendment only to those who may record one, on confirmed decisions", async () => {
    expect((await listed(secretary, "Budget approved")).CanAmend).toBe(true);
    expect((await listed(secretary, "Lease renewed")).CanAmend).toBe(false);
    expect((await listed(director, "Budget approved")).CanAmend).toBe(false);
  });

  it("refuses a Board Member (403) and leaves no trace", async () => {
    expect((await amend(director, confirmedId)).status).toBe(403);
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from audit_log where subject_id = ${confirmedId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("records the amendment in the audit log and shows it beside the unchanged original", async () => {
    const res = await amend(secretary, confirmedId);
    expect(res.status).toBe(201);
    const [entry] = await queryRows<{ action: string; after: unknown; subject_type: string }>(
      server.database.db,
      sql`select action, after, subject_type from audit_log where subject_id = ${confirmedId}`,
    );
    expect(entry).toEqual({
      action: "decision.amend",
      subject_type: "decision",
      after: { correction: correction.correction, reason: "Typo" },
    });
    const decision = await listed(director, "Budget approved");
    expect(decision.Text).toBe("The board approved a budget of $1.3m.");
    expect(decision.Amendments).toEqual([
      {
        At: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        By: "Pat Tester",
        Correction: correction.correction,
        Reason: "Typo",
      },
    ]);
    // The Administrator may amend too; amendments are listed oldest first.
    expect(
      (await amend(owner, confirmedId, { correction: "Second note", reason: "Why" })).status,
    ).toBe(201);
    expect(
      (await listed(secretary, "Budget approved")).Amendments.map((a) => a.Correction),
    ).toEqual([correction.correction, "Second note"]);
    const verify = await owner.get<{ valid: boolean }>(
      `/api/organisations/${boardId}/audit/verify`,
    );
    expect(verify.body.valid).toBe(true);
  });

  it("sends decisions whose minutes are still open back to the minutes", async () => {
    const res = await amend(secretary, openId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/correct the decision in the meeting's minutes/);
  });

  it("asks for a correction and a reason, and finds only this board's decisions", async () => {
    const empty = await amend(secretary, confirmedId, { correction: " ", reason: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/Say what the correct record is/);
    expect((await amend(secretary, otherBoardDecisionId)).status).toBe(404);
    // A malformed id is an address that does not exist, as the access hook answers for every route.
    expect((await amend(secretary, "not-a-uuid")).status).toBe(404);
  });
});
