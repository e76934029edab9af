import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { queryRows } from "../../../db/raw-rows.js";
import { type ErrorBody, minutesFixture } from "../minutes-fixture.js";

const f = minutesFixture();

describe("minutes, decisions and actions", () => {
  it("refuses a minutes save from an older version instead of overwriting", async () => {
    const { id, otherItemId } = await f.meetingInMinutes("Minutes meeting");
    const first = await f.secretary.request<{ version: number }>(
      "PUT",
      `/api/meetings/${id}/agenda/items/${otherItemId}/minutes`,
      { text: "Revenue up 4%.", baseVersion: 0 },
    );
    expect(first.body.version).toBe(1);
    const stale = await f.secretary.request<ErrorBody>(
      "PUT",
      `/api/meetings/${id}/agenda/items/${otherItemId}/minutes`,
      { text: "Other words", baseVersion: 0 },
    );
    expect(stale.status).toBe(409);
    const [item] = await queryRows<{ minutes: string }>(
      f.server.database.db,
      sql`select minutes from agenda_items where id = ${otherItemId}`,
    );
    expect(item?.minutes).toBe("Revenue up 4%.");
  });

  it("keeps rich minute notes rich: plain text follows them, a bad link is refused, a vote's minute is appended", async () => {
    const { id, voteItemId } = await f.meetingInMinutes("Rich minutes meeting");
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
    const bad = await f.secretary.request<ErrorBody>("PUT", url, {
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
    expect((await f.secretary.request("PUT", url, { baseVersion: 0, doc: notes })).status).toBe(
      200,
    );

    await f.markPresent(id, 3);
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {
          anonymous: false,
        },
      )
    ).body.Id;
    for (const d of f.directors.slice(0, 3))
      await d.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" });
    await f.secretary.post(`/api/votes/${voteId}/close`, {});

    const item = (await f.secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body.Agenda?.find(
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
    const { id, otherItemId } = await f.meetingInMinutes("Decision meeting");
    const [mover, seconder] = f.directors;
    const same = await f.secretary.post<ErrorBody>(
      `/api/meetings/${id}/agenda/items/${otherItemId}/decisions`,
      {
        title: "Accept the report",
        outcome: "Approved",
        moverPersonId: mover?.personId,
        seconderPersonId: mover?.personId,
      },
    );
    expect(same.status).toBe(400);
    const d = await f.secretary.post<{ Id: string }>(
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
    const a = await f.secretary.post<{ Id: string }>(
      `/api/meetings/${id}/agenda/items/${otherItemId}/actions`,
      {
        description: "Circulate the audited accounts",
        ownerPersonIds: [mover?.personId],
        dueDate: "2026-12-20",
      },
    );
    expect(a.status).toBe(201);
    const [row] = await queryRows<{ decided_on: string }>(
      f.server.database.db,
      sql`select decided_on from decisions where id = ${d.body.Id}`,
    );
    expect(row?.decided_on).toBe("2026-12-03");
  });

  it("corrects and removes what was recorded while the minutes are open, audited, and never once confirmed", async () => {
    const { id, otherItemId, voteItemId } = await f.meetingInMinutes("Corrections meeting");
    const [mover, seconder] = f.directors;
    const decisionId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${otherItemId}/decisions`,
        {
          title: "Acept the report",
          outcome: "Approved",
          moverPersonId: mover?.personId,
        },
      )
    ).body.Id;
    const fixed = await f.secretary.patch(`/api/meetings/${id}/decisions/${decisionId}`, {
      title: "Accept the report",
      seconderPersonId: seconder?.personId,
    });
    expect(fixed.status).toBe(200);
    const sameAsMover = await f.secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${decisionId}`,
      {
        seconderPersonId: mover?.personId,
      },
    );
    expect(sameAsMover.status).toBe(400);
    const nothing = await f.secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${decisionId}`,
      {},
    );
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toMatch(/Change at least one field/);
    const [decision] = await queryRows<{
      title: string;
      outcome: string;
      seconder_person_id: string;
    }>(
      f.server.database.db,
      sql`select title, outcome, seconder_person_id from decisions where id = ${decisionId}`,
    );
    expect(decision).toEqual({
      title: "Accept the report",
      outcome: "Approved",
      seconder_person_id: seconder?.personId,
    });

    const actionId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${otherItemId}/actions`,
        {
          description: "Wrong action",
          ownerPersonIds: [mover?.personId],
        },
      )
    ).body.Id;
    expect(
      (await f.secretary.request("DELETE", `/api/meetings/${id}/actions/${actionId}`)).status,
    ).toBe(200);
    expect(
      (await f.secretary.request("DELETE", `/api/meetings/${id}/actions/${actionId}`)).status,
    ).toBe(404);

    await f.secretary.post(`/api/meetings/${id}/agenda/items/${otherItemId}/conflicts`, {
      personId: seconder?.personId,
    });
    const withdrawn = await f.secretary.request(
      "DELETE",
      `/api/meetings/${id}/agenda/items/${otherItemId}/conflicts/${seconder?.personId}`,
    );
    expect(withdrawn.status).toBe(200);

    // A vote's decision keeps its outcome and stays with the vote.
    await f.markPresent(id, 3);
    const voteId = (
      await f.secretary.post<{ Id: string }>(
        `/api/meetings/${id}/agenda/items/${voteItemId}/vote`,
        {
          anonymous: true,
        },
      )
    ).body.Id;
    for (const d of f.directors.slice(0, 3))
      await d.client.post(`/api/votes/${voteId}/ballots`, { choice: "Support" });
    const voteDecision = (
      await f.secretary.post<{ DecisionId: string }>(`/api/votes/${voteId}/close`, {})
    ).body.DecisionId;
    const outcomeChange = await f.secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${voteDecision}`,
      {
        outcome: "NotApproved",
      },
    );
    expect(outcomeChange.status).toBe(409);
    expect(outcomeChange.body.error.message).toContain("comes from its ballots");
    expect(
      (await f.secretary.request("DELETE", `/api/meetings/${id}/decisions/${voteDecision}`)).status,
    ).toBe(409);
    expect(
      (
        await f.secretary.patch(`/api/meetings/${id}/decisions/${voteDecision}`, {
          title: "Budget 2027",
        })
      ).status,
    ).toBe(200);

    expect(
      (await f.secretary.request("DELETE", `/api/meetings/${id}/decisions/${decisionId}`)).status,
    ).toBe(200);
    const audit = await queryRows<{ action: string }>(
      f.server.database.db,
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
      f.server.database.db,
      sql`update meetings set state = 'Complete' where id = ${id}`,
    );
    const locked = await f.secretary.patch<ErrorBody>(
      `/api/meetings/${id}/decisions/${voteDecision}`,
      { title: "Late" },
    );
    expect(locked.status).toBe(409);
  });
});
