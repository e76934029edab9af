import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportList, ReportSent, ReportView } from "../../../../common/contracts/reports.js";
import { viewerHeader } from "../../../../common/viewer.js";
import { queryRows } from "../../../db/raw-rows.js";
import { documentFolders } from "../../../db/schema/index.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { linkedDoc } from "../../../test/rich-text-docs.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { libraryFile } from "../library-file-fixture.js";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
type Member = { id: string; email: string; client: TestClient };

let server: TestServer;
let boardId = "";
let admin: Member;
let chair: Member;
let senior: Member;
let ann: Member;
let ben: Member;
let cal: Member;
let guestId = "";
let otherBoardPersonId = "";
/** A file in a folder only the Chair's role sees in the library. */
let chairOnlyFile = "";
let otherBoardFile = "";

async function member(
  orgId: string,
  role: Parameters<typeof addMembership>[3],
  firstName: string,
  lastName: string,
): Promise<Member> {
  const db = server.database.db;
  const account = await buildAccount(db, { firstName, lastName });
  await addMembership(db, orgId, account.personId, role);
  return {
    id: account.personId,
    email: account.email,
    client: await clientWithSession(db, server.url, account.personId),
  };
}

async function mailsAbout(id: string) {
  return queryRows<{ to: string; subject: string; text: string }>(
    server.database.db,
    sql`select "to", subject, text from mail_messages where subject_type = 'report' and subject_id = ${id} order by created_at`,
  );
}
const allReadMails = async (id: string) =>
  (await mailsAbout(id)).filter((m) => m.subject.startsWith("Everyone has read"));

async function create(by: Member, body: Record<string, unknown>) {
  const res = await by.client.post<{ reportId: string; Status: string } & ErrorBody>(
    `/api/organisations/${boardId}/reports`,
    { title: "Quarterly operations report", ...body },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const send = async (by: Member, id: string) =>
  by.client.post<ReportSent & ErrorBody>(`/api/reports/${id}/send`, {});
const view = async (by: Member, id: string) =>
  by.client.get<ReportView & ErrorBody>(`/api/reports/${id}`);
const list = async (by: Member) =>
  (await by.client.get<ReportList>(`/api/organisations/${boardId}/reports`)).body;
const listed = (l: ReportList) => [...l.Drafts, ...l.Sent].map((r) => r.reportId);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db, { firstName: "Ada", lastName: "Admin" });
  boardId = (await buildBoard(db, owner.personId, "Harbour Trust")).id;
  admin = {
    id: owner.personId,
    email: owner.email,
    client: await clientWithSession(db, server.url, owner.personId),
  };
  chair = await member(boardId, "Chairman", "Carol", "Chair");
  senior = await member(boardId, "ExecutiveDirector", "Sam", "Senior");
  ann = await member(boardId, "Director", "Ann", "Able");
  ben = await member(boardId, "Director", "Ben", "Baker");
  cal = await member(boardId, "Director", "Cal", "Cole");
  const noLogin = await buildAccount(db, { firstName: "Nell", lastName: "Nologin" });
  await addMembership(db, boardId, noLogin.personId, "Director");
  await db.execute(
    sql`update memberships set login_enabled = false where person_id = ${noLogin.personId}`,
  );
  const guest = await buildAccount(db, { firstName: "Eve", lastName: "Guest" });
  guestId = guest.personId;
  await addMembership(db, boardId, guestId, "Executive");
  const [folder] = await db
    .insert(documentFolders)
    .values({
      organisationId: boardId,
      name: "Chair's papers",
      audience: "chosen",
      audienceRoles: ["Chairman"],
    })
    .returning({ id: documentFolders.id });
  chairOnlyFile = await libraryFile(
    server,
    boardId,
    "Lease heads of terms.pdf",
    folder?.id ?? null,
  );
  const otherOwner = await buildAccount(db);
  otherBoardPersonId = otherOwner.personId;
  const otherBoard = await buildBoard(db, otherOwner.personId, "Other Trust");
  otherBoardFile = await libraryFile(server, otherBoard.id, "Their budget.pdf", null);
});
afterAll(async () => {
  await server.close();
});

describe("reports", () => {
  it("keeps a report sent to two people from everyone else, e-mails them, records their reads and tells the author once", async () => {
    const created = await create(chair, {
      executiveSummary: "Occupancy is up.\nThe lease needs a decision.",
      audience: "people",
      personIds: [ann.id, ben.id],
      documentVersionIds: [chairOnlyFile],
    });
    expect(created.Status).toBe("Draft");
    const id = created.reportId;
    expect((await view(ann, id)).status).toBe(404);
    expect(listed(await list(ann))).not.toContain(id);
    const draft = (await view(admin, id)).body;
    expect(draft.Abilities).toMatchObject({ edit: true, send: true, resend: false });
    expect(draft.Outcome).toBe("not set");

    const sent = await send(chair, id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Status: "Sent", SentCount: 2, NotSent: [] });
    const mails = await mailsAbout(id);
    expect(mails.map((m) => m.to).sort()).toEqual([ann.email, ben.email].sort());
    for (const m of mails) {
      expect(m.subject).toBe("Report: Quarterly operations report");
      expect(m.text).toContain(`/report/${id}`);
      expect(m.text).not.toContain("Lease heads of terms");
    }

    for (const outsider of [cal, senior]) {
      expect((await view(outsider, id)).status).toBe(404);
      expect(listed(await list(outsider))).not.toContain(id);
      const comment = await outsider.client.post(`/api/reports/${id}/comments`, { body: "Hi" });
      expect(comment.status).toBe(404);
    }

    const annSees = (await view(ann, id)).body;
    expect(annSees.Outcome).toBe("sent");
    expect(annSees.ExecutiveSummary).toBe("Occupancy is up.\nThe lease needs a decision.");
    expect(annSees.ExecutiveSummaryDoc).toBeNull();
    expect(annSees.ReadBy.map((r) => r.Initials)).toEqual(["AA"]);
    expect(annSees.Sends).toEqual([]);
    expect(annSees.Abilities).toEqual({
      edit: false,
      send: false,
      resend: false,
      comment: true,
      delete: false,
    });
    const afterAnn = (await view(chair, id)).body;
    expect(afterAnn.ReadBy.map((r) => r.Name)).toEqual(["Ann Able"]);
    expect(afterAnn.NotReadBy.map((p) => p.Name)).toEqual(["Ben Baker"]);
    expect(await allReadMails(id)).toHaveLength(0);
    expect((await list(ben)).Sent.find((r) => r.reportId === id)?.ReadByMe).toBe(false);

    expect((await view(ben, id)).status).toBe(200);
    expect((await list(ben)).Sent.find((r) => r.reportId === id)?.ReadByMe).toBe(true);
    const afterBoth = (await view(chair, id)).body;
    expect(afterBoth.ReadBy.map((r) => r.Initials).sort()).toEqual(["AA", "BB"]);
    expect(afterBoth.NotReadBy).toEqual([]);
    expect(afterBoth.Sends).toHaveLength(1);
    expect(afterBoth.Sends[0]?.SentCount).toBe(2);
    const told = await allReadMails(id);
    expect(told.map((m) => m.to)).toEqual([chair.email]);
    await view(ann, id);
    expect(await allReadMails(id)).toHaveLength(1);

    // The report gives its readers its files, though the library's folder is the Chair's alone.
    const viewer = { [viewerHeader]: "1" };
    const viaLibrary = await ann.client.request(
      "GET",
      `/api/document-versions/${chairOnlyFile}/content`,
      undefined,
      viewer,
    );
    expect(viaLibrary.status).toBe(404);
    const file = await ann.client.request(
      "GET",
      `/api/reports/${id}/files/${chairOnlyFile}/content`,
      undefined,
      viewer,
    );
    expect(file.status).toBe(200);
    const outsiderFile = await cal.client.get(`/api/reports/${id}/files/${chairOnlyFile}/content`);
    expect(outsiderFile.status).toBe(404);
    const files = (await view(chair, id)).body.Files;
    expect(files.map((f) => [f.Name, f.ReadBy.map((r) => r.Initials)])).toEqual([
      ["Lease heads of terms.pdf", ["AA"]],
    ]);
    expect((await view(ben, id)).body.Files[0]?.ReadBy).toEqual([]);

    const comment = await ann.client.post(`/api/reports/${id}/comments`, {
      body: "Can we see the rent review clause?",
    });
    expect(comment.status).toBe(201);
    expect((await view(chair, id)).body.Comments.map((c) => c.Author.Name)).toEqual(["Ann Able"]);

    const again = await send(chair, id);
    expect(again.body.SentCount).toBe(2);
    expect(
      (await mailsAbout(id)).filter((m) => m.subject.startsWith("Report (sent again)")),
    ).toHaveLength(2);
    expect((await view(chair, id)).body.Sends).toHaveLength(2);
    expect(await allReadMails(id)).toHaveLength(1);
  });

  it("gives the author one notice when the last two readers open it together", async () => {
    const { reportId } = await create(chair, { audience: "people", personIds: [ann.id, ben.id] });
    await send(chair, reportId);
    const both = await Promise.all([view(ann, reportId), view(ben, reportId)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await allReadMails(reportId)).toHaveLength(1);
  });

  it("sends to chosen roles, naming those who cannot sign in, and counts only those who can", async () => {
    const { reportId } = await create(chair, { audience: "roles", roles: ["Director"] });
    const sent = await send(chair, reportId);
    expect(sent.body.SentCount).toBe(3);
    expect(sent.body.NotSent).toEqual(["Nell Nologin"]);
    expect((await mailsAbout(reportId)).map((m) => m.to).sort()).toEqual(
      [ann.email, ben.email, cal.email].sort(),
    );
    expect((await view(senior, reportId)).status).toBe(404);
    expect((await view(admin, reportId)).status).toBe(200);
    for (const reader of [ann, ben]) expect((await view(reader, reportId)).status).toBe(200);
    expect(await allReadMails(reportId)).toHaveLength(0);
    expect((await view(cal, reportId)).status).toBe(200);
    expect(await allReadMails(reportId)).toHaveLength(1);
    const seen = (await view(chair, reportId)).body;
    expect(seen.Audience).toEqual({ Kind: "roles", Roles: ["Director"], People: [] });
    expect(seen.Sends[0]?.NotSent).toEqual(["Nell Nologin"]);
  });

  it("keeps a Draft to its author and the keepers, lets the Administrator change it, and deletes only drafts", async () => {
    const { reportId } = await create(chair, {});
    for (const other of [senior, ann]) {
      expect((await view(other, reportId)).status).toBe(404);
      expect(listed(await list(other))).not.toContain(reportId);
    }
    expect((await list(chair)).Drafts.map((r) => r.reportId)).toContain(reportId);
    expect((await list(admin)).Drafts.map((r) => r.reportId)).toContain(reportId);
    const renamed = await admin.client.patch(`/api/reports/${reportId}`, {
      title: "Operations report, March",
    });
    expect(renamed.status).toBe(200);
    expect((await view(chair, reportId)).body.Title).toBe("Operations report, March");
    expect((await senior.client.patch(`/api/reports/${reportId}`, { title: "X" })).status).toBe(
      404,
    );

    await send(chair, reportId);
    expect((await view(senior, reportId)).status).toBe(200);
    const bySenior = await senior.client.patch<ErrorBody>(`/api/reports/${reportId}`, {
      title: "X",
    });
    expect(bySenior.status).toBe(403);
    expect(bySenior.body.error.message).toMatch(/author/);
    expect((await ann.client.patch(`/api/reports/${reportId}`, { title: "X" })).status).toBe(403);
    // Corrected once sent: the audience narrowed to one person leaves the others out at once.
    const narrowed = await chair.client.patch(`/api/reports/${reportId}`, {
      audience: "people",
      personIds: [ann.id],
    });
    expect(narrowed.status).toBe(200);
    expect((await view(ben, reportId)).status).toBe(404);
    expect((await view(ann, reportId)).status).toBe(200);
    const sentDelete = await chair.client.request<ErrorBody>("DELETE", `/api/reports/${reportId}`);
    expect(sentDelete.status).toBe(409);

    const draft = await create(chair, { title: "Never sent" });
    expect((await chair.client.request("DELETE", `/api/reports/${draft.reportId}`)).status).toBe(
      200,
    );
    expect((await view(chair, draft.reportId)).status).toBe(404);
  });

  it("refuses bad input with the field named, and others' ids exactly as unknown ones", async () => {
    const post = async (body: Record<string, unknown>) =>
      chair.client.post<ErrorBody>(`/api/organisations/${boardId}/reports`, {
        title: "Checked",
        ...body,
      });
    const fieldsOf = (res: { body: ErrorBody }) => Object.keys(res.body.error.fields ?? {});

    const empty = await post({ title: "   " });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toContain("title");

    const foreignPerson = await post({ audience: "people", personIds: [otherBoardPersonId] });
    const unknownPerson = await post({ audience: "people", personIds: [randomUUID()] });
    expect(foreignPerson.status).toBe(400);
    expect(fieldsOf(foreignPerson)).toEqual(["personIds"]);
    expect(unknownPerson.body).toEqual(foreignPerson.body);

    const foreignFile = await post({ documentVersionIds: [otherBoardFile] });
    const unknownFile = await post({ documentVersionIds: [randomUUID()] });
    expect(foreignFile.status).toBe(400);
    expect(fieldsOf(foreignFile)).toEqual(["documentVersionIds"]);
    expect(unknownFile.body).toEqual(foreignFile.body);
    // The Senior Executive cannot open the Chair's folder, so cannot attach its file either.
    const hidden = await senior.client.post<ErrorBody>(`/api/organisations/${boardId}/reports`, {
      title: "Hidden",
      documentVersionIds: [chairOnlyFile],
    });
    expect(hidden.body).toEqual(foreignFile.body);

    const guest = await post({ audience: "people", personIds: [guestId] });
    expect(guest.status).toBe(400);
    expect(fieldsOf(guest)).toEqual(["personIds"]);
    const nobody = await post({ audience: "people" });
    expect(fieldsOf(nobody)).toEqual(["personIds"]);
    const stray = await post({ roles: ["Director"] });
    expect(stray.status).toBe(400);
    expect(fieldsOf(stray)).toEqual(["roles"]);
    const emptyPatch = await chair.client.patch<ErrorBody>(`/api/reports/${randomUUID()}`, {});
    expect([400, 404]).toContain(emptyPatch.status);
  });

  it("keeps the executive summary as rich text with its plain text, takes plain text again, and refuses a script link by name", async () => {
    const summaryDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Occupancy" }] },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "up 4 %", marks: [{ type: "bold" }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    const { reportId } = await create(chair, { executiveSummaryDoc: summaryDoc });
    const rich = (await view(chair, reportId)).body;
    expect(rich.ExecutiveSummaryDoc).toEqual(summaryDoc);
    expect(rich.ExecutiveSummary).toBe("Occupancy\n\n• up 4 %");

    const scriptLink = await chair.client.patch<ErrorBody>(`/api/reports/${reportId}`, {
      executiveSummaryDoc: linkedDoc("Open", "javascript:alert(1)"),
    });
    expect(scriptLink.status).toBe(400);
    expect(Object.keys(scriptLink.body.error.fields ?? {})).toEqual([
      expect.stringMatching(/^executiveSummaryDoc\./),
    ]);
    expect((await view(chair, reportId)).body.ExecutiveSummaryDoc).toEqual(summaryDoc);

    const plain = await chair.client.patch(`/api/reports/${reportId}`, {
      executiveSummary: "Plain again.",
    });
    expect(plain.status).toBe(200);
    const after = (await view(chair, reportId)).body;
    expect(after.ExecutiveSummaryDoc).toBeNull();
    expect(after.ExecutiveSummary).toBe("Plain again.");
  });

  it("refuses to write one where the plan lacks reports, and says so in the list", async () => {
    await server.database.db.execute(
      sql`update organisations set entitlements = '{"FlyingMinutes": true, "Reports": false}' where id = ${boardId}`,
    );
    try {
      const l = await list(chair);
      expect(l.Entitled).toBe(false);
      expect(l.CanCreate).toBe(true);
      const refused = await chair.client.post<ErrorBody>(`/api/organisations/${boardId}/reports`, {
        title: "Not in plan",
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
