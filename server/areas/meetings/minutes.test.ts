import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/raw-rows.js";
import { addMembership, buildAccount, clientWithSession } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import {
  type Attendance,
  type ErrorBody,
  minutesFixture,
  type VoteView,
} from "./minutes-fixture.js";

const f = minutesFixture();

describe("attendance and quorum", () => {
  it("lists the organisation's people and shows quorum live, including its loss after a departure", async () => {
    const { id } = await f.meetingInMinutes("Quorum meeting");
    let att = await f.markPresent(id, 2);
    expect(att.attendees.length).toBeGreaterThanOrEqual(6);
    expect(att.quorum).toMatchObject({ members: 4, present: 2, needed: 3, reached: false });
    att = await f.markPresent(id, 3);
    expect(att.quorum.reached).toBe(true);
    const leaving = att.attendees.find((a) => a.PersonId === f.directors[0]?.personId);
    att = (
      await f.secretary.patch<Attendance>(`/api/meetings/${id}/attendance/${leaving?.Id}`, {
        departed: true,
      })
    ).body;
    expect(att.quorum).toMatchObject({ present: 2, reached: false });
  });
});

describe("attendance order", () => {
  it("puts attendees in the order chosen, and refuses an order that misses someone", async () => {
    const { id } = await f.meetingInMinutes("Order meeting");
    const url = `/api/meetings/${id}/attendance`;
    const before = (await f.secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id);
    const reversed = [...before].reverse();
    const res = await f.secretary.request<Attendance>("PUT", `${url}/order`, {
      attendeeIds: reversed,
    });
    expect(res.status).toBe(200);
    expect(res.body.attendees.map((a) => a.Id)).toEqual(reversed);
    const missing = await f.secretary.request<ErrorBody>("PUT", `${url}/order`, {
      attendeeIds: reversed.slice(1),
    });
    expect(missing.status).toBe(409);
    expect((await f.secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id)).toEqual(
      reversed,
    );
  });
});

describe("answering an invitation", () => {
  it("records an apology that the attendance list starts from", async () => {
    const id = (
      await f.secretary.post<{ Id: string }>(`/api/organisations/${f.boardId}/meetings`, {
        title: "RSVP meeting",
        date: "2031-03-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    const [d] = f.directors;
    expect(
      (await d?.client.request("PUT", `/api/meetings/${id}/rsvp`, { rsvp: "apology" }))?.status,
    ).toBe(200);
    const att = (await f.secretary.get<Attendance>(`/api/meetings/${id}/attendance`)).body;
    expect(att.attendees.find((a) => a.PersonId === d?.personId)?.Status).toBe("apology");
  });
});

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

  it("suggests conflicts from current interests that mention the item, until declared", async () => {
    const { id, otherItemId } = await f.meetingInMinutes("Interests meeting");
    await f.secretary.patch(`/api/meetings/${id}/agenda/items/${otherItemId}`, {
      description: "Includes the tender from Kauri Builders for the hall roof.",
    });
    const [builder, former] = f.directors;
    const interestsUrl = `/api/organisations/${f.boardId}/interests`;
    expect(
      (
        await builder?.client.post(interestsUrl, {
          personId: builder.personId,
          entity: "Kauri Builders Limited",
          nature: "Director and shareholder",
        })
      )?.status,
    ).toBe(201);
    // An interest that has ended is not a conflict any more.
    await former?.client.post(interestsUrl, {
      personId: former.personId,
      entity: "Kauri Builders Limited",
      nature: "Former employee",
      disclosedOn: "2020-01-01",
      endsOn: "2021-01-01",
    });
    type Suggestions = {
      items: { ItemId: string; Suggestions: { PersonId: string; MatchedWords: string[] }[] }[];
    };
    const url = `/api/meetings/${id}/conflict-suggestions`;
    const first = (await f.secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(first?.Suggestions).toEqual([
      expect.objectContaining({
        PersonId: builder?.personId,
        MatchedWords: expect.arrayContaining(["kauri", "builder"]),
      }),
    ]);
    await f.secretary.post(`/api/meetings/${id}/agenda/items/${otherItemId}/conflicts`, {
      personId: builder?.personId,
    });
    const after = (await f.secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(after).toBeUndefined();
    expect((await builder?.client.get(url))?.status).toBe(403);
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
