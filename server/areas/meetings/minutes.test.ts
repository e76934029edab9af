import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import { queryRows } from "../../db/raw-rows.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string } };
type Attendance = {
  attendees: { Id: string; PersonId: string | null; Name: string; Status: string }[];
  quorum: { members: number; present: number; needed: number; reached: boolean };
};
type VoteView = {
  Status: string;
  Outcome: string | null;
  Tally: { support: number; oppose: number; abstain: number; notVoted: number };
  Ballots: { Comment: string | null }[];
};

let server: TestServer;
let secretary: TestClient;
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

describe("attendance and quorum", () => {
  it("lists the organisation's people and shows quorum live, including its loss after a departure", async () => {
    const { id } = await meetingInMinutes("Quorum meeting");
    let att = await markPresent(id, 2);
    expect(att.attendees.length).toBeGreaterThanOrEqual(6);
    expect(att.quorum).toMatchObject({ members: 4, present: 2, needed: 3, reached: false });
    att = await markPresent(id, 3);
    expect(att.quorum.reached).toBe(true);
    const leaving = att.attendees.find((a) => a.PersonId === directors[0]?.personId);
    att = (
      await secretary.patch<Attendance>(`/api/meetings/${id}/attendance/${leaving?.Id}`, {
        departed: true,
      })
    ).body;
    expect(att.quorum).toMatchObject({ present: 2, reached: false });
  });
});

describe("attendance order", () => {
  it("puts attendees in the order chosen, and refuses an order that misses someone", async () => {
    const { id } = await meetingInMinutes("Order meeting");
    const url = `/api/meetings/${id}/attendance`;
    const before = (await secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id);
    const reversed = [...before].reverse();
    const res = await secretary.request<Attendance>("PUT", `${url}/order`, {
      attendeeIds: reversed,
    });
    expect(res.status).toBe(200);
    expect(res.body.attendees.map((a) => a.Id)).toEqual(reversed);
    const missing = await secretary.request<ErrorBody>("PUT", `${url}/order`, {
      attendeeIds: reversed.slice(1),
    });
    expect(missing.status).toBe(409);
    expect((await secretary.get<Attendance>(url)).body.attendees.map((a) => a.Id)).toEqual(
      reversed,
    );
  });
});

describe("answering an invitation", () => {
  it("records an apology that the attendance list starts from", async () => {
    const id = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "RSVP meeting",
        date: "2031-03-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    const [d] = directors;
    expect(
      (await d?.client.request("PUT", `/api/meetings/${id}/rsvp`, { rsvp: "apology" }))?.status,
    ).toBe(200);
    const att = (await secretary.get<Attendance>(`/api/meetings/${id}/attendance`)).body;
    expect(att.attendees.find((a) => a.PersonId === d?.personId)?.Status).toBe("apology");
  });
});

describe("votes", () => {
  it("opens for members present, counts three votes, hides comments until close, and registers the decision", async () => {
    const { id, voteItemId } = await meetingInMinutes("Budget meeting");
    await markPresent(id, 3);
    const voteId = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items/${voteItemId}/vote`, {
        anonymous: false,
      })
    ).body.Id;
    const [a, b, c, absent] = directors;
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
    const open = (await secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
    expect(open.Ballots.every((x) => x.Comment === null)).toBe(true);

    const closed = await secretary.post<{ DecisionId: string }>(`/api/votes/${voteId}/close`, {});
    expect(closed.status).toBe(200);
    const view = (await secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
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
      server.database.db,
      sql`select outcome, text, source from decisions where id = ${closed.body.DecisionId}`,
    );
    expect(decision).toEqual({
      outcome: "Approved",
      source: "vote",
      text: "That the board approves the 2027 budget; carried 2–1.",
    });
    const register = await secretary.get<{ decisions: { Outcome: string; Tally: unknown }[] }>(
      `/api/organisations/${boardId}/decisions?q=budget`,
    );
    expect(register.body.decisions).toContainEqual(
      expect.objectContaining({
        Outcome: "Approved",
        Tally: { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
      }),
    );
  });

  it("leaves a conflicted member out of the vote", async () => {
    const { id, voteItemId } = await meetingInMinutes("Conflict meeting");
    await markPresent(id, 3);
    const conflicted = directors[1];
    expect(
      (
        await secretary.post(`/api/meetings/${id}/agenda/items/${voteItemId}/conflicts`, {
          personId: conflicted?.personId,
          note: "Supplier relationship",
        })
      ).status,
    ).toBe(201);
    const voteId = (
      await secretary.post<{ Id: string }>(
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
    const { id, otherItemId } = await meetingInMinutes("Interests meeting");
    await secretary.patch(`/api/meetings/${id}/agenda/items/${otherItemId}`, {
      description: "Includes the tender from Kauri Builders for the hall roof.",
    });
    const [builder, former] = directors;
    const interestsUrl = `/api/organisations/${boardId}/interests`;
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
    const first = (await secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(first?.Suggestions).toEqual([
      expect.objectContaining({
        PersonId: builder?.personId,
        MatchedWords: expect.arrayContaining(["kauri", "builder"]),
      }),
    ]);
    await secretary.post(`/api/meetings/${id}/agenda/items/${otherItemId}/conflicts`, {
      personId: builder?.personId,
    });
    const after = (await secretary.get<Suggestions>(url)).body.items.find(
      (i) => i.ItemId === otherItemId,
    );
    expect(after).toBeUndefined();
    expect((await builder?.client.get(url))?.status).toBe(403);
  });

  it("gives exact tallies under 200 concurrent casts, one per member", {
    timeout: 180_000,
  }, async () => {
    const db = server.database.db;
    const { id, voteItemId } = await meetingInMinutes("Big vote meeting");
    const voters: TestClient[] = [];
    const rows: string[] = [];
    for (let i = 0; i < 200; i++) {
      const p = await buildAccount(db, { email: `voter${i}.${Date.now()}@example.test` });
      await addMembership(db, boardId, p.personId, "Director", { isBoardMember: true });
      rows.push(p.personId);
      voters.push(await clientWithSession(db, server.url, p.personId));
    }
    await db.execute(sql`insert into meeting_attendees (meeting_id, person_id, is_voting_member, status, position)
      select ${id}, unnest(${sql.raw(`ARRAY['${rows.join("','")}']::uuid[]`)}), true, 'present', 100`);
    const voteId = (
      await secretary.post<{ Id: string }>(
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
    const view = (await secretary.get<VoteView>(`/api/votes/${voteId}`)).body;
    expect(view.Tally).toEqual({ support: 67, oppose: 67, abstain: 66, notVoted: 0 });
  });
});

describe("minutes, decisions and actions", () => {
  it("refuses a minutes save from an older version instead of overwriting", async () => {
    const { id, otherItemId } = await meetingInMinutes("Minutes meeting");
    const first = await secretary.request<{ version: number }>(
      "PUT",
      `/api/meetings/${id}/agenda/items/${otherItemId}/minutes`,
      { text: "Revenue up 4%.", baseVersion: 0 },
    );
    expect(first.body.version).toBe(1);
    const stale = await secretary.request<ErrorBody>(
      "PUT",
      `/api/meetings/${id}/agenda/items/${otherItemId}/minutes`,
      { text: "Other words", baseVersion: 0 },
    );
    expect(stale.status).toBe(409);
    const [item] = await queryRows<{ minutes: string }>(
      server.database.db,
      sql`select minutes from agenda_items where id = ${otherItemId}`,
    );
    expect(item?.minutes).toBe("Revenue up 4%.");
  });

  it("keeps rich minute notes rich: plain text follows them, a bad link is refused, a vote's minute is appended", async () => {
    const { id, voteItemId } = await meetingInMinutes("Rich minutes meeting");
    const url = `/api/meetings/${id}/agenda/items/${voteItemId}/minutes`;
    const notes = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Budget " },
            { type: "text", text: "discussed", marks: [{ type: "bold" }] },
          ],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Staff costs" }] }],
            },
          ],
        },
      ],
    };
    const bad = await secretary.request<ErrorBody>("PUT", url, {
      baseVersion: 0,
      doc: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "x",
                marks: [{ type: "link", attrs: { href: "javascript:void(0)" } }],
              },
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("Links must start with https://");
    expect((await secretary.request("PUT", url, { baseVersion: 0, doc: notes })).status).toBe(200);

    await markPresent(id, 3);
    const voteId = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items/${voteItemId}/vote`, {
        anonymous: false,
      })
    ).body.Id;
    for (const d of directors.slice(0, 3))
      await d.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" });
    await secretary.post(`/api/votes/${voteId}/close`, {});

    const item = (await secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body.Agenda?.find(
      (i) => i.Id === voteItemId,
    );
    expect(item?.Minutes).toBe(
      "Budget discussed\n\n• Staff costs\n\nThat the board approves the 2027 budget; carried 3–0.",
    );
    expect(item?.MinutesDoc?.content.slice(0, 2)).toEqual(notes.content);
    expect(item?.MinutesDoc?.content.at(-1)).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "That the board approves the 2027 budget; carried 3–0." }],
    });
  });

  it("records a decision with mover and seconder, and an action with owners", async () => {
    const { id, otherItemId } = await meetingInMinutes("Decision meeting");
    const [mover, seconder] = directors;
    const same = await secretary.post<ErrorBody>(
      `/api/meetings/${id}/agenda/items/${otherItemId}/decisions`,
      {
        title: "Accept the report",
        outcome: "Approved",
        moverPersonId: mover?.personId,
        seconderPersonId: mover?.personId,
      },
    );
    expect(same.status).toBe(400);
    const d = await secretary.post<{ Id: string }>(
      `/api/meetings/${id}/agenda/items/${otherItemId}/decisions`,
      {
        title: "Accept the report",
        outcome: "Approved",
        moverPersonId: mover?.personId,
        seconderPersonId: seconder?.personId,
        text: "That the financial report be received.",
      },
    );
    expect(d.status).toBe(201);
    const a = await secretary.post<{ Id: string }>(
      `/api/meetings/${id}/agenda/items/${otherItemId}/actions`,
      {
        description: "Circulate the audited accounts",
        ownerPersonIds: [mover?.personId],
        dueDate: "2026-12-20",
      },
    );
    expect(a.status).toBe(201);
    const [row] = await queryRows<{ decided_on: string }>(
      server.database.db,
      sql`select decided_on from decisions where id = ${d.body.Id}`,
    );
    expect(row?.decided_on).toBe("2026-12-03");
  });

  it("corrects and removes what was recorded while the minutes are open, audited, and never once confirmed", async () => {
    const { id, otherItemId, voteItemId } = await meetingInMinutes("Corrections meeting");
    const [mover, seconder] = directors;
    const decisionId = (
      await secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${otherItemId}/decisions`,
        {
          title: "Acept the report",
          outcome: "Approved",
          moverPersonId: mover?.personId,
        },
      )
    ).body.Id;
    const fixed = await secretary.patch(`/api/meetings/${id}/decisions/${decisionId}`, {
      title: "Accept the report",
      seconderPersonId: seconder?.personId,
    });
    expect(fixed.status).toBe(200);
    const sameAsMover = await secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${decisionId}`,
      {
        seconderPersonId: mover?.personId,
      },
    );
    expect(sameAsMover.status).toBe(400);
    const [decision] = await queryRows<{
      title: string;
      outcome: string;
      seconder_person_id: string;
    }>(
      server.database.db,
      sql`select title, outcome, seconder_person_id from decisions where id = ${decisionId}`,
    );
    expect(decision).toEqual({
      title: "Accept the report",
      outcome: "Approved",
      seconder_person_id: seconder?.personId,
    });

    const actionId = (
      await secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${otherItemId}/actions`,
        {
          description: "Wrong action",
          ownerPersonIds: [mover?.personId],
        },
      )
    ).body.Id;
    expect(
      (await secretary.request("DELETE", `/api/meetings/${id}/actions/${actionId}`)).status,
    ).toBe(200);
    expect(
      (await secretary.request("DELETE", `/api/meetings/${id}/actions/${actionId}`)).status,
    ).toBe(404);

    await secretary.post(`/api/meetings/${id}/agenda/items/${otherItemId}/conflicts`, {
      personId: seconder?.personId,
    });
    const withdrawn = await secretary.request(
      "DELETE",
      `/api/meetings/${id}/agenda/items/${otherItemId}/conflicts/${seconder?.personId}`,
    );
    expect(withdrawn.status).toBe(200);

    // A vote's decision keeps its outcome and stays with the vote.
    await markPresent(id, 3);
    const voteId = (
      await secretary.post<{ Id: string }>(`/api/meetings/${id}/agenda/items/${voteItemId}/vote`, {
        anonymous: true,
      })
    ).body.Id;
    for (const d of directors.slice(0, 3))
      await d.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" });
    const voteDecision = (
      await secretary.post<{ DecisionId: string }>(`/api/votes/${voteId}/close`, {})
    ).body.DecisionId;
    const outcomeChange = await secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${voteDecision}`,
      {
        outcome: "NotApproved",
      },
    );
    expect(outcomeChange.status).toBe(409);
    expect(outcomeChange.body.error.message).toContain("comes from its ballots");
    expect(
      (await secretary.request("DELETE", `/api/meetings/${id}/decisions/${voteDecision}`)).status,
    ).toBe(409);
    expect(
      (
        await secretary.patch(`/api/meetings/${id}/decisions/${voteDecision}`, {
          title: "Budget 2027",
        })
      ).status,
    ).toBe(200);

    expect(
      (await secretary.request("DELETE", `/api/meetings/${id}/decisions/${decisionId}`)).status,
    ).toBe(200);
    const audit = await queryRows<{ action: string }>(
      server.database.db,
      sql`select action from audit_log where subject_id in (${decisionId}, ${actionId}, ${otherItemId}) order by seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "decision.correct",
        "decision.remove",
        "action.remove",
        "conflict.withdraw",
      ]),
    );

    // Locked once the minutes are confirmed (here: after they leave the minutes-writing states).
    await queryRows(
      server.database.db,
      sql`update meetings set state = 'Complete' where id = ${id}`,
    );
    const locked = await secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${voteDecision}`,
      { title: "Late" },
    );
    expect(locked.status).toBe(409);
  });
});
