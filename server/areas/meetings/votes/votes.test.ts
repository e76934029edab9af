import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/raw-rows.js";
import { addMembership, buildAccount, clientWithSession } from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { type ErrorBody, minutesFixture, type VoteView } from "../minutes-fixture.js";

const f = minutesFixture();

describe("votes", () => {
  it("opens for members present, counts three votes, hides comments until close, and registers the decision", async () => {
    const { id, voteItemId } = await f.meetingInMinutes("Budget meeting");
    await f.markPresent(id, 3);
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {
          anonymous: false,
        },
      )
    ).body.Id;
    const [a, b, c, absent] = f.directors;
    expect(
      (
        await a?.client.post(`/api/votes/${voteId}/ballots`, {
          choice: "Support",
          comment: "Sound plan",
        })
      )?.status,
    ).toBe(201);
    expect(
      (await b?.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" }))?.status,
    ).toBe(201);
    expect(
      (await c?.client.post(`/api/votes/${voteId}/ballots`, { choice: "Oppose" }))?.status,
    ).toBe(201);
    const twice = await a?.client.post<ErrorBody>(`/api/votes/${voteId}/ballots`, {
      choice: "Oppose",
    });
    expect(twice?.status).toBe(409);
    const notEligible = await absent?.client.post<ErrorBody>(`/api/votes/${voteId}/ballots`, {
      choice: "Support",
    });
    expect(notEligible?.status).toBe(403);
    const open = (await f.secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
    expect(open.Ballots.every((x) => x.Comment === null)).toBe(true);

    const closed = await f.secretary.post<{ DecisionId: string }>(`/api/votes/${voteId}/close`, {});
    expect(closed.status).toBe(200);
    const view = (await f.secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
    expect(view).toMatchObject({
      Status: "closed",
      Outcome: "Approved",
      Tally: { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
    });
    expect(view.Ballots.map((x) => x.Comment)).toContain("Sound plan");
    const late = await c?.client.post<ErrorBody>(`/api/votes/${voteId}/ballots`, {
      choice: "Support",
    });
    expect(late?.status).toBe(409);
    const [decision] = await queryRows<{ outcome: string; text: string; source: string }>(
      f.server.database.db,
      sql`select outcome, text, source from decisions where id = ${closed.body.DecisionId}`,
    );
    expect(decision).toEqual({
      outcome: "Approved",
      source: "vote",
      text: "That the board approves the 2027 budget; carried 2–1.",
    });
    const register = await f.secretary.get<{ decisions: { Outcome: string; Tally: unknown }[] }>(
      `/api/organisations/${f.boardId}/decisions?q=budget`,
    );
    expect(register.body.decisions).toContainEqual(
      expect.objectContaining({
        Outcome: "Approved",
        Tally: { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
      }),
    );
  });

  it("leaves a conflicted member out of the vote", async () => {
    const { id, voteItemId } = await f.meetingInMinutes("Conflict meeting");
    await f.markPresent(id, 3);
    const conflicted = f.directors[1];
    expect(
      (
        await f.secretary.post(`/api/meetings/${id}/agenda/items/${voteItemId}/conflicts`, {
          personId: conflicted?.personId,
          note: "Supplier relationship",
        })
      ).status,
    ).toBe(201);
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {},
      )
    ).body.Id;
    const res = await conflicted?.client.post<ErrorBody>(`/api/votes/${voteId}/ballots`, {
      choice: "Support",
    });
    expect(res?.status).toBe(403);
    expect(res?.body.error.message).toMatch(/conflict/);
  });

  it("gives exact tallies under 200 concurrent casts, one per member", {
    timeout: 180_000,
  }, async () => {
    const db = f.server.database.db;
    const { id, voteItemId } = await f.meetingInMinutes("Big vote meeting");
    const voters: TestClient[] = [];
    const rows: string[] = [];
    for (let i = 0; i < 200; i++) {
      const p = await buildAccount(db, { email: `voter${i}.${Date.now()}@example.test` });
      await addMembership(db, f.boardId, p.personId, "Director", { isBoardMember: true });
      rows.push(p.personId);
      voters.push(await clientWithSession(db, f.server.url, p.personId));
    }
    await db.execute(sql`insert into meeting_attendees (meeting_id, person_id, is_voting_member, status, position)
      select ${id}, unnest(${sql.raw(`ARRAY['${rows.join("','")}']::uuid[]`)}), true, 'present', 100`);
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {},
      )
    ).body.Id;
    const choices = ["Support", "Oppose", "Abstain"] as const;
    // Everyone casts twice at once: the second of each pair must be refused.
    const results = await Promise.all(
      voters.flatMap((v, i) =>
        [0, 1].map(() => v.post(`/api/votes/${voteId}/ballots`, { choice: choices[i % 3] })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(200);
    expect(results.filter((r) => r.status === 409)).toHaveLength(200);
    const view = (await f.secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
    expect(view.Tally).toEqual({ support: 67, oppose: 67, abstain: 66, notVoted: 0 });
  });
});
