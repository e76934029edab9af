import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlyingMinuteView } from "../../../../common/contracts/flying-minutes.js";
import type { RichTextDoc } from "../../../../common/rich-text.js";
import { queryRows } from "../../../db/raw-rows.js";
import { interests } from "../../../db/schema/index.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { linkedDoc } from "../../../test/rich-text-docs.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
type Member = { id: string; client: TestClient };

let server: TestServer;
let boardId = "";
let chair: Member;
let ann: Member;

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** The motion as the editor writes it: a bold entity's name and a list of conditions. */
const motionDoc: RichTextDoc = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "That the board signs the lease with " },
        { type: "text", text: "Harbour Holdings", marks: [{ type: "bold" }] },
        { type: "text", text: ", provided:" },
      ],
    },
    {
      type: "bulletList",
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "the rent is fixed" }] }],
        },
      ],
    },
  ],
};
const motionText =
  "That the board signs the lease with Harbour Holdings, provided:\n\n• the rent is fixed";
const backgroundDoc = linkedDoc("See the valuation", "https://example.org/valuation");

const post = (body: Record<string, unknown>) =>
  chair.client.post<{ flyingMinuteId: string; voteId: string } & ErrorBody>(
    `/api/organisations/${boardId}/flying-minutes`,
    {
      title: "Sign the hall lease",
      voteStartsAt: inHours(0),
      voteClosesAt: inHours(48),
      voterPersonIds: [ann.id],
      ...body,
    },
  );
const view = async (id: string) =>
  (await chair.client.get<FlyingMinuteView>(`/api/flying-minutes/${id}`)).body;
const patch = (id: string, body: Record<string, unknown>) =>
  chair.client.patch<ErrorBody>(`/api/flying-minutes/${id}`, body);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId, "Harbour Trust")).id;
  const member = async (role: "Chairman" | "Director"): Promise<Member> => {
    const account = await buildAccount(db);
    await addMembership(db, boardId, account.personId, role, { isBoardMember: true });
    return {
      id: account.personId,
      client: await clientWithSession(db, server.url, account.personId),
    };
  };
  chair = await member("Chairman");
  ann = await member("Director");
  await db.execute(
    sql`update organisations set settings = settings || '{"isFlyingMinuteVoteOutcomeCalculated": true}'::jsonb where id = ${boardId}`,
  );
  await db.insert(interests).values({
    organisationId: boardId,
    personId: ann.id,
    entity: "Harbour Holdings",
    nature: "Shareholder",
    disclosedOn: "2026-01-01",
  });
});
afterAll(async () => {
  await server.close();
});

describe("a flying minute's motion and background as rich text", () => {
  it("keeps the documents, and gives their plain text to the vote, the conflict suggestions, the e-mails and the decision", async () => {
    const created = await post({ motionDoc, backgroundDoc });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.flyingMinuteId;
    const draft = await view(id);
    expect(draft.MotionDoc).toEqual(motionDoc);
    expect(draft.Motion).toBe(motionText);
    expect(draft.BackgroundDoc).toEqual(backgroundDoc);
    expect(draft.Background).toBe("See the valuation");
    expect(draft.Vote.Motion).toBe(motionText);
    // The interest is named in bold in the motion: its plain text still finds it.
    expect(draft.SuggestedConflicts.map((c) => [c.PersonId, c.Entity])).toEqual([
      [ann.id, "Harbour Holdings"],
    ]);

    const started = await chair.client.post(`/api/flying-minutes/${id}/status`, {
      to: "VotingInProgress",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [mail] = await queryRows<{ text: string }>(
      server.database.db,
      sql`select text from mail_messages where subject_type = 'flyingMinute' and subject_id = ${id}`,
    );
    expect(mail?.text).toContain(`Motion: ${motionText}\n`);
    expect(mail?.text).not.toContain('"type"');

    await ann.client.post(`/api/votes/${created.body.voteId}/ballots`, { choice: "Support" });
    const closed = await view(id);
    expect(closed.Status).toBe("Closed");
    const [decision] = await queryRows<{ text: string }>(
      server.database.db,
      sql`select text from decisions where id = ${closed.DecisionId}`,
    );
    expect(decision?.text).toBe(motionText);
  });

  it("takes a plain motion as before (no documents), and a draft's edits keep the plain text and the vote in step", async () => {
    const created = await post({ motion: "That the board meets in March.", background: "Why." });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.flyingMinuteId;
    const plain = await view(id);
    expect(plain).toMatchObject({
      Motion: "That the board meets in March.",
      MotionDoc: null,
      Background: "Why.",
      BackgroundDoc: null,
    });

    expect((await patch(id, { motionDoc, backgroundDoc: null, background: "" })).status).toBe(200);
    const rich = await view(id);
    expect(rich).toMatchObject({ Motion: motionText, MotionDoc: motionDoc, Background: "" });
    expect(rich.BackgroundDoc).toBeNull();
    expect(rich.Vote.Motion).toBe(motionText);

    // Plain text again (an API client): the document goes, so the two never disagree.
    expect((await patch(id, { motion: "That the board meets in April." })).status).toBe(200);
    const again = await view(id);
    expect(again.MotionDoc).toBeNull();
    expect(again.Motion).toBe("That the board meets in April.");
    expect(again.Vote.Motion).toBe("That the board meets in April.");
  });

  it("refuses an empty motion document, a script link, and no motion at all, with the field named", async () => {
    const empty = await post({ motionDoc: { type: "doc", content: [{ type: "paragraph" }] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ motionDoc: "Write the motion the board votes on." });

    const scriptLink = await post({ motionDoc: linkedDoc("That we click", "javascript:alert(1)") });
    expect(scriptLink.status).toBe(400);
    expect(Object.keys(scriptLink.body.error.fields ?? {})).toEqual([
      expect.stringMatching(/^motionDoc\./),
    ]);
    expect(scriptLink.body.error.message).toContain("Links must start with https://");

    const none = await post({});
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error.fields ?? {})).toContain("motion");

    const created = await post({ motion: "That the board meets in May." });
    const id = created.body.flyingMinuteId;
    const emptied = await patch(id, {
      backgroundDoc: { type: "doc", content: [] },
      motionDoc: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "   " }] }],
      },
    });
    expect(emptied.status).toBe(400);
    expect(Object.keys(emptied.body.error.fields ?? {})).toEqual(["motionDoc"]);
    expect((await view(id)).Motion).toBe("That the board meets in May.");
  });
});
