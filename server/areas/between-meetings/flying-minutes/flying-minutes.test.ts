import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  FlyingMinuteList,
  FlyingMinuteTally,
  FlyingMinuteView,
} from "../../../../common/contracts/flying-minutes.js";
import { queryRows } from "../../../db/raw-rows.js";
import { openEventStream } from "../../../test/event-stream-client.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { latestMailTo } from "../../../test/outbox.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { runFlyingMinuteSchedule } from "./run-flying-minutes.js";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

let server: TestServer;
let boardId = "";
let chair: TestClient;
let chairId = "";
const directors: { id: string; client: TestClient }[] = [];
let noLoginId = "";
let noLoginEmail = "";

const hour = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();

async function setRules(rules: Record<string, unknown>): Promise<void> {
  await server.database.db.execute(
    sql`update organisations set settings = settings || ${JSON.stringify(rules)}::jsonb where id = ${boardId}`,
  );
}

async function mailsAbout(id: string): Promise<{ to: string; subject: string }[]> {
  return queryRows(
    server.database.db,
    sql`select "to", subject from mail_messages where subject_type = 'flyingMinute' and subject_id = ${id} order by created_at`,
  );
}

async function create(body: Record<string, unknown> = {}) {
  const res = await chair.post<{ flyingMinuteId: string; voteId: string; Status: string }>(
    `/api/organisations/${boardId}/flying-minutes`,
    {
      title: "Sign the hall lease",
      motion: "That the board approves signing the five-year hall lease.",
      voteStartsAt: inHours(0),
      voteClosesAt: inHours(48),
      voterPersonIds: directors.map((d) => d.id),
      ...body,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const view = async (client: TestClient, id: string) =>
  client.get<FlyingMinuteView & ErrorBody>(`/api/flying-minutes/${id}`);
const move = async (id: string, body: Record<string, unknown>) =>
  chair.post<{ Status: string } & ErrorBody>(`/api/flying-minutes/${id}/status`, body);
const vote = async (client: TestClient | undefined, voteId: string, choice: string) =>
  client?.post<ErrorBody>(`/api/votes/${voteId}/ballots`, { choice });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId, "Harbour Trust")).id;
  const c = await buildAccount(db);
  chairId = c.personId;
  await addMembership(db, boardId, c.personId, "Chairman", { isBoardMember: true });
  chair = await clientWithSession(db, server.url, c.personId);
  for (let i = 0; i < 3; i++) {
    const d = await buildAccount(db);
    await addMembership(db, boardId, d.personId, "Director");
    directors.push({ id: d.personId, client: await clientWithSession(db, server.url, d.personId) });
  }
  const n = await buildAccount(db);
  noLoginId = n.personId;
  noLoginEmail = n.email;
  await addMembership(db, boardId, n.personId, "Director");
  await db.execute(
    sql`update memberships set login_enabled = false where person_id = ${noLoginId}`,
  );
});
afterAll(async () => {
  await server.close();
});

describe("flying minutes", () => {
  it("keeps a draft from voters, discusses, votes early, closes itself when all have voted, and records the decision", async () => {
    await setRules({
      isFlyingMinuteVoteOutcomeCalculated: true,
      flyingMinuteParticipationPercentage: 100,
    });
    const created = await create({ hasDiscussion: true, voteStartsAt: inHours(24) });
    expect(created.Status).toBe("Draft");
    const [a, b, c] = directors;
    expect((await view(a?.client as TestClient, created.flyingMinuteId)).status).toBe(404);
    const listed = await a?.client.get<FlyingMinuteList>(
      `/api/organisations/${boardId}/flying-minutes`,
    );
    expect(listed?.body.Open.map((f) => f.flyingMinuteId)).not.toContain(created.flyingMinuteId);
    expect(listed?.body.CanCreate).toBe(false);
    const early = await vote(a?.client, created.voteId, "Support");
    expect(early?.status).toBe(409);
    expect(early?.body.error.message).toMatch(/not started/);

    expect((await move(created.flyingMinuteId, { to: "Discussion" })).body.Status).toBe(
      "Discussion",
    );
    const comment = await a?.client.post(`/api/flying-minutes/${created.flyingMinuteId}/comments`, {
      body: "Is the rent review annual?",
    });
    expect(comment?.status).toBe(201);
    expect((await vote(b?.client, created.voteId, "Support"))?.status).toBe(409);
    const started = await mailsAbout(created.flyingMinuteId);
    expect(started).toHaveLength(3);

    expect((await move(created.flyingMinuteId, { to: "VotingInProgress" })).body.Status).toBe(
      "VotingInProgress",
    );
    expect((await vote(a?.client, created.voteId, "Support"))?.status).toBe(201);
    expect((await vote(b?.client, created.voteId, "Support"))?.status).toBe(201);
    const during = (await view(c?.client as TestClient, created.flyingMinuteId)).body;
    expect(during.Vote.Tally).toMatchObject({ support: 2, notVoted: 1 });
    expect(during.Comments.map((x) => x.Body)).toEqual(["Is the rent review annual?"]);
    expect(during.Abilities.moves).toEqual([]);
    expect((await vote(c?.client, created.voteId, "Oppose"))?.status).toBe(201);

    const closed = (await view(chair, created.flyingMinuteId)).body;
    expect(closed.Status).toBe("Closed");
    expect(closed.Outcome).toBe("approved");
    expect(closed.DecisionId).not.toBeNull();
    // Closed early (everyone voted): the list says when it really closed, not the planned time.
    const closedEntry = (
      await chair.get<FlyingMinuteList>(`/api/organisations/${boardId}/flying-minutes`)
    ).body.Closed.find((f) => f.flyingMinuteId === created.flyingMinuteId);
    expect(closedEntry?.ClosedAtText).not.toBeNull();
    expect(closedEntry?.ClosedAtText).not.toBe(closedEntry?.VoteClosesAtText);
    const [decision] = await queryRows<{
      source: string;
      outcome: string;
      mover: string;
      tally: unknown;
    }>(
      server.database.db,
      sql`select source, outcome, mover_person_id as mover, tally from decisions where id = ${closed.DecisionId}`,
    );
    expect(decision).toEqual({
      source: "flyingMinute",
      outcome: "Approved",
      mover: chairId,
      tally: { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
    });
    const mails = await mailsAbout(created.flyingMinuteId);
    expect(mails.filter((m) => m.subject.startsWith("Flying minute approved"))).toHaveLength(3);
    const late = await vote(a?.client, created.voteId, "Oppose");
    expect(late?.status).toBe(409);
  });

  it("ends at the close time by the schedule, reminds once, and takes an outcome set by hand within the participation rule", async () => {
    await setRules({
      isFlyingMinuteVoteOutcomeCalculated: false,
      flyingMinuteParticipationPercentage: 100,
    });
    const created = await create({
      voterPersonIds: [...directors.map((d) => d.id), noLoginId],
      closingReminderHours: 8,
    });
    await move(created.flyingMinuteId, { to: "VotingInProgress" });
    const started = await view(chair, created.flyingMinuteId);
    expect(started.body.Voters.find((v) => v.PersonId === noLoginId)?.CanLogin).toBe(false);
    expect(started.body.Notices[0]?.NotSent).toHaveLength(1);
    const [a] = directors;
    await vote(a?.client, created.voteId, "Support");
    const forOther = await chair.post(`/api/votes/${created.voteId}/ballots`, {
      choice: "Support",
      onBehalfOf: noLoginId,
    });
    expect(forOther.status).toBe(201);
    // The voter is told what was recorded in their name ("help vote").
    const confirmation = await latestMailTo(server.database.db, noLoginEmail);
    expect(confirmation?.subject).toBe("Your vote was recorded: Support");
    expect(confirmation?.text).toMatch(/recorded your vote for .*\n\nMotion: /);

    const reminderTime = new Date(Date.now() + 41 * hour);
    await runFlyingMinuteSchedule(server.database.db, server.url, reminderTime);
    await runFlyingMinuteSchedule(server.database.db, server.url, reminderTime);
    const reminders = (await mailsAbout(created.flyingMinuteId)).filter((m) =>
      m.subject.startsWith("Reminder"),
    );
    expect(reminders).toHaveLength(2);

    await runFlyingMinuteSchedule(server.database.db, server.url, new Date(Date.now() + 49 * hour));
    const pending = (await view(chair, created.flyingMinuteId)).body;
    expect(pending.Status).toBe("OutcomePending");
    expect(pending.ParticipationStillPossible).toBe(false);
    const approve = await move(created.flyingMinuteId, { to: "Closed", outcome: "approved" });
    expect(approve.status).toBe(400);
    expect(approve.body.error.message).toMatch(/Too few voters took part/);
    const refuse = await move(created.flyingMinuteId, { to: "Closed", outcome: "not approved" });
    expect(refuse.body.Status).toBe("Closed");
    expect((await view(chair, created.flyingMinuteId)).body.Outcome).toBe("not approved");

    // Reopened with a new close time, the decision is withdrawn until it closes again.
    const reopened = await move(created.flyingMinuteId, {
      to: "VotingInProgress",
      voteClosesAt: inHours(72),
    });
    expect(reopened.body.Status).toBe("VotingInProgress");
    expect((await view(chair, created.flyingMinuteId)).body.DecisionId).toBeNull();
  });

  it("pushes each ballot and comment to an open page, without polling", async () => {
    await setRules({ isFlyingMinuteVoteOutcomeCalculated: true });
    const created = await create({ hasDiscussion: true, voteStartsAt: inHours(24) });
    await move(created.flyingMinuteId, { to: "Discussion" });
    const watcher = directors[2];
    if (!watcher) throw new Error("no director");
    const stream = await openEventStream(
      watcher.client,
      `/api/flying-minutes/${created.flyingMinuteId}/live`,
    );
    expect(stream.status).toBe(200);
    await stream.next("ready");
    await directors[0]?.client.post(`/api/flying-minutes/${created.flyingMinuteId}/comments`, {
      body: "Agreed in principle.",
    });
    expect((await stream.changesUntilQuiet()).parts).toContain("comments");
    await move(created.flyingMinuteId, { to: "VotingInProgress" });
    expect((await stream.changesUntilQuiet()).parts).toContain("meeting");
    type Home = { votes: { FlyingMinuteId: string | null; ItemTitle: string }[] };
    const before = await directors[0]?.client.get<Home>("/api/my-home");
    expect(before?.body.votes.map((v) => v.FlyingMinuteId)).toContain(created.flyingMinuteId);
    await vote(directors[0]?.client, created.voteId, "Support");
    expect(await stream.changesUntilQuiet()).toEqual({
      parts: ["ballots"],
      votes: [created.voteId],
    });
    stream.close();
    // Voted: My Home no longer asks for it; the others still see it.
    const after = await directors[0]?.client.get<Home>("/api/my-home");
    expect(after?.body.votes.map((v) => v.FlyingMinuteId)).not.toContain(created.flyingMinuteId);
    const other = await directors[1]?.client.get<Home>("/api/my-home");
    expect(other?.body.votes.map((v) => v.FlyingMinuteId)).toContain(created.flyingMinuteId);
  });

  it("answers the tally alone, as the page counts it, with the page's access", async () => {
    await setRules({ isFlyingMinuteVoteOutcomeCalculated: true, allowVoteChangeUntilClose: false });
    const created = await create();
    const tally = async (client: TestClient | undefined) =>
      client?.get<FlyingMinuteTally & ErrorBody>(
        `/api/flying-minutes/${created.flyingMinuteId}/tally`,
      );
    // A Draft exists for its hosts only.
    expect((await tally(directors[0]?.client))?.status).toBe(404);
    expect((await tally(chair))?.body).toEqual({
      Tally: { support: 0, oppose: 0, abstain: 0, notVoted: 3 },
      Status: "Draft",
      Outcome: "not set",
      Voted: 0,
      Voters: 3,
    });
    await move(created.flyingMinuteId, { to: "VotingInProgress" });
    await vote(directors[0]?.client, created.voteId, "Support");
    await vote(directors[1]?.client, created.voteId, "Oppose");
    const during = await tally(directors[2]?.client);
    expect(during?.body).toEqual({
      Tally: { support: 1, oppose: 1, abstain: 0, notVoted: 1 },
      Status: "VotingInProgress",
      Outcome: "not set",
      Voted: 2,
      Voters: 3,
    });
    const page = (await view(directors[2]?.client as TestClient, created.flyingMinuteId)).body;
    expect(during?.body.Tally).toEqual(page.Vote.Tally);
    expect(during?.body.Voted).toBe(page.Voters.filter((v) => v.Voted).length);

    await vote(directors[2]?.client, created.voteId, "Support");
    // The last ballot closed it: the tally says so, with the outcome.
    expect((await tally(directors[0]?.client))?.body).toMatchObject({
      Status: "Closed",
      Outcome: "approved",
      Voted: 3,
    });
    const otherOwner = await buildAccount(server.database.db);
    await buildBoard(server.database.db, otherOwner.personId, "Another Trust");
    const outsider = await clientWithSession(server.database.db, server.url, otherOwner.personId);
    expect([403, 404]).toContain((await tally(outsider))?.status);
  });

  it("is noted under Confirm Minutes in the next minutes taken, and locked when those minutes are confirmed", async () => {
    await setRules({
      isFlyingMinuteVoteOutcomeCalculated: true,
      includeFlyingMinutesInMinutes: true,
    });
    const created = await create({
      title: "Approve the urgent roof repair",
      voterPersonIds: [directors[0]?.id],
    });
    await move(created.flyingMinuteId, { to: "VotingInProgress" });
    await vote(directors[0]?.client, created.voteId, "Support");
    expect((await view(chair, created.flyingMinuteId)).body.Status).toBe("Closed");

    const meeting = async (title: string, date: string) => {
      const id = (
        await chair.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
          title,
          date,
          startTime: "18:00",
          endTime: "20:00",
        })
      ).body.Id;
      await chair.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
      await chair.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" });
      const started = await chair.post(`/api/meetings/${id}/transitions`, {
        action: "startMinutes",
      });
      expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
      const [item] = await queryRows<{ id: string; minutes: string | null }>(
        server.database.db,
        sql`select id, minutes from agenda_items where meeting_id = ${id} and type = 'ConfirmMinutes'`,
      );
      return { id, item };
    };
    const first = await meeting("December board meeting", "2026-12-03");
    expect(first.item?.minutes).toContain('Flying minute noted: "Approve the urgent roof repair"');
    expect(first.item?.minutes).toMatch(/approved, carried 1–0/);
    // Noted once: the next minutes do not repeat it.
    await chair.post(`/api/meetings/${first.id}/transitions`, { action: "finishDraftMinutes" });
    const second = await meeting("January board meeting", "2027-01-14");
    expect(second.item?.minutes ?? "").not.toContain("Approve the urgent roof repair");

    const confirmed = await chair.post(
      `/api/meetings/${second.id}/agenda/items/${second.item?.id}/confirm-minutes`,
      { meetingId: first.id, mode: "asPresented" },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBeLessThan(300);
    const locked = (await view(chair, created.flyingMinuteId)).body;
    expect(locked.Status).toBe("Locked");
    expect(locked.Abilities.moves).toEqual([]);
    const reopen = await move(created.flyingMinuteId, {
      to: "VotingInProgress",
      voteClosesAt: inHours(5),
    });
    expect(reopen.status).toBe(409);
  });

  it("refuses bad input with the field named, and ballots from outside the vote", async () => {
    const past = await chair.post<ErrorBody>(`/api/organisations/${boardId}/flying-minutes`, {
      title: "Late",
      motion: "That something happens.",
      voteStartsAt: inHours(-48),
      voteClosesAt: inHours(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.voteClosesAt).toBeDefined();
    const empty = await chair.post<ErrorBody>(`/api/organisations/${boardId}/flying-minutes`, {
      title: "Empty",
      motion: "   ",
      voteStartsAt: inHours(0),
      voteClosesAt: inHours(2),
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields ?? {})).toContain("motion");
    const stranger = await buildAccount(server.database.db);
    const outsider = await chair.post<ErrorBody>(`/api/organisations/${boardId}/flying-minutes`, {
      title: "Outsider",
      motion: "That an outsider votes.",
      voteStartsAt: inHours(0),
      voteClosesAt: inHours(2),
      voterPersonIds: [stranger.personId],
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.fields?.voterPersonIds).toBeDefined();

    await setRules({ isFlyingMinuteVoteOutcomeCalculated: true });
    const created = await create({ voterPersonIds: [directors[0]?.id, directors[1]?.id] });
    await move(created.flyingMinuteId, { to: "VotingInProgress" });
    expect((await vote(directors[2]?.client, created.voteId, "Support"))?.status).toBe(403);
    // Two ballots from one voter at the same moment: one counts.
    const both = await Promise.all([
      vote(directors[0]?.client, created.voteId, "Support"),
      vote(directors[0]?.client, created.voteId, "Oppose"),
    ]);
    expect(both.map((r) => r?.status).sort()).toEqual([201, 409]);
    const tally = (await view(chair, created.flyingMinuteId)).body.Vote.Tally;
    expect(tally.support + tally.oppose).toBe(1);
    // Taking off the one voter still to vote leaves everyone voted: it closes there and then.
    const changed = await chair.request("PATCH", `/api/flying-minutes/${created.flyingMinuteId}`, {
      voterPersonIds: [directors[0]?.id],
    });
    expect(changed.status).toBe(200);
    expect((await view(chair, created.flyingMinuteId)).body.Status).toBe("Closed");

    const otherOwner = await buildAccount(server.database.db);
    const other = await buildBoard(server.database.db, otherOwner.personId, "Other Trust");
    const otherClient = await clientWithSession(
      server.database.db,
      server.url,
      otherOwner.personId,
    );
    const foreign = await otherClient.post<ErrorBody>(`/api/votes/${created.voteId}/ballots`, {
      choice: "Support",
    });
    expect([403, 404]).toContain(foreign.status);
    expect(other.id).not.toBe(boardId);
  });

  it("shows the upgrade instead of creating when the plan lacks flying minutes", async () => {
    await server.database.db.execute(
      sql`update organisations set entitlements = '{"FlyingMinutes": false, "Reports": true}' where id = ${boardId}`,
    );
    try {
      const list = await chair.get<FlyingMinuteList>(
        `/api/organisations/${boardId}/flying-minutes`,
      );
      expect(list.body.Entitled).toBe(false);
      const refused = await chair.post<ErrorBody>(`/api/organisations/${boardId}/flying-minutes`, {
        title: "Not in plan",
        motion: "That we try.",
        voteStartsAt: inHours(0),
        voteClosesAt: inHours(2),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/plan/);
    } finally {
      await server.database.db.execute(
        sql`update organisations set entitlements = '{"FlyingMinutes": true, "Reports": true}' where id = ${boardId}`,
      );
    }
  });
});
