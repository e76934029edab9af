import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlyingMinuteView } from "../../../../common/contracts/flying-minutes.js";
import { viewerHeader } from "../../../../common/viewer.js";
import { auditLog, documentFolders, fileReads, mailMessages } from "../../../db/schema/index.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  clientWithSession,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { libraryFile } from "../library-file-fixture.js";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
type Member = { id: string; client: TestClient };

let server: TestServer;
let boardId = "";
let chair: Member;
let ann: Member;
let ben: Member;
let outsider: Member;
/** The motion's papers: one in a folder only the Chair's role sees, one at the library's top. */
let chairOnlyFile = "";
let topFile = "";
/** In a folder the Chair's role does not see (Directors only). */
let directorsOnlyFile = "";
let otherBoardFile = "";

const viewer = { [viewerHeader]: "1" };
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function member(orgId: string, role: Parameters<typeof addMembership>[3]): Promise<Member> {
  const db = server.database.db;
  const account = await buildAccount(db);
  await addMembership(db, orgId, account.personId, role);
  return {
    id: account.personId,
    client: await clientWithSession(db, server.url, account.personId),
  };
}

async function folderFor(role: string, name: string): Promise<string | null> {
  const [folder] = await server.database.db
    .insert(documentFolders)
    .values({ organisationId: boardId, name, audience: "chosen", audienceRoles: [role] })
    .returning({ id: documentFolders.id });
  return folder?.id ?? null;
}

const create = (documentVersionIds: string[]) =>
  chair.client.post<{ flyingMinuteId: string } & ErrorBody>(
    `/api/organisations/${boardId}/flying-minutes`,
    {
      title: "Sign the hall lease",
      motion: "That the board approves signing the five-year hall lease.",
      voteStartsAt: inHours(0),
      voteClosesAt: inHours(48),
      voterPersonIds: [ann.id, ben.id],
      documentVersionIds,
    },
  );
const view = (by: Member, id: string) =>
  by.client.get<FlyingMinuteView & ErrorBody>(`/api/flying-minutes/${id}`);
const open = (by: Member, id: string, fileId: string) =>
  by.client.request<ErrorBody>(
    "GET",
    `/api/flying-minutes/${id}/files/${fileId}/content`,
    undefined,
    viewer,
  );
const names = (v: FlyingMinuteView) => v.Files.map((f) => f.Name);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId, "Harbour Trust")).id;
  chair = await member(boardId, "Chairman");
  ann = await member(boardId, "Director");
  ben = await member(boardId, "Director");
  chairOnlyFile = await libraryFile(
    server,
    boardId,
    "Lease heads of terms.pdf",
    await folderFor("Chairman", "Chair's papers"),
  );
  topFile = await libraryFile(server, boardId, "Valuation.pdf", null);
  directorsOnlyFile = await libraryFile(
    server,
    boardId,
    "Directors' notes.pdf",
    await folderFor("Director", "Directors' room"),
  );
  const otherOwner = await buildAccount(db);
  const otherBoard = await buildBoard(db, otherOwner.personId, "Other Trust");
  otherBoardFile = await libraryFile(server, otherBoard.id, "Their budget.pdf", null);
  outsider = await member(otherBoard.id, "Director");
});
afterAll(async () => {
  await server.close();
});

describe("a flying minute's papers", () => {
  it("are listed for voters and open through the flying minute, whatever the library folder", async () => {
    const created = await create([chairOnlyFile, topFile]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.flyingMinuteId;
    // A Draft is the host's alone, and so are its papers.
    expect((await open(ann, id, topFile)).status).toBe(404);
    expect(names((await view(chair, id)).body)).toEqual([
      "Lease heads of terms.pdf",
      "Valuation.pdf",
    ]);
    const started = await chair.client.post(`/api/flying-minutes/${id}/status`, {
      to: "VotingInProgress",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // The start e-mail is a link to the page, never the papers themselves (issue 17, item 5).
    const mails = await server.database.db
      .select({ text: mailMessages.text, attachments: mailMessages.attachments })
      .from(mailMessages)
      .where(and(eq(mailMessages.subjectType, "flyingMinute"), eq(mailMessages.subjectId, id)));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.attachments).toEqual([]);
      expect(mail.text).toContain(`/flying-minute/${id}`);
      expect(mail.text).not.toContain("Valuation.pdf");
    }

    const seen = (await view(ann, id)).body;
    expect(seen.Files).toMatchObject([
      { DocumentVersionId: chairOnlyFile, Mime: "application/pdf", Available: true },
      { DocumentVersionId: topFile, Name: "Valuation.pdf" },
    ]);
    const viaLibrary = await ann.client.request(
      "GET",
      `/api/document-versions/${chairOnlyFile}/content`,
      undefined,
      viewer,
    );
    expect(viaLibrary.status).toBe(404);
    expect((await open(ann, id, chairOnlyFile)).status).toBe(200);
    // Each open is a read of the library document, as opening it in the library would be.
    const reads = await server.database.db
      .select({ subject: fileReads.subject })
      .from(fileReads)
      .where(eq(fileReads.personId, ann.id));
    expect(reads).toHaveLength(1);

    const notAttached = await open(ann, id, directorsOnlyFile);
    expect(notAttached.status).toBe(404);
    expect(notAttached.body.error.message).toBe(
      "That file is not in this flying minute, or it has left the library.",
    );
    expect((await open(outsider, id, topFile)).status).toBe(404);

    // Voters decide on the papers they were given: once started, they stay.
    const changed = await chair.client.patch<ErrorBody>(`/api/flying-minutes/${id}`, {
      documentVersionIds: [topFile],
    });
    expect(changed.status).toBe(409);
    expect(Object.keys(changed.body.error.fields ?? {})).toEqual(["documentVersionIds"]);
    expect(names((await view(ann, id)).body)).toHaveLength(2);
  });

  it("refuses a file of another organisation, one that exists nowhere, or one the host cannot open", async () => {
    for (const file of [otherBoardFile, randomUUID(), directorsOnlyFile]) {
      const refused = await create([file]);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        "Choose files from this organisation's library that you can open.",
      );
      expect(Object.keys(refused.body.error.fields ?? {})).toEqual(["documentVersionIds"]);
    }
  });

  it("change with a Draft, in the order given, and the audit records them", async () => {
    const created = await create([topFile]);
    const id = created.body.flyingMinuteId;
    const saved = await chair.client.patch(`/api/flying-minutes/${id}`, {
      documentVersionIds: [chairOnlyFile, topFile],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(names((await view(chair, id)).body)).toEqual([
      "Lease heads of terms.pdf",
      "Valuation.pdf",
    ]);
    const refused = await chair.client.patch<ErrorBody>(`/api/flying-minutes/${id}`, {
      documentVersionIds: [otherBoardFile],
    });
    expect(refused.status).toBe(400);
    const entries = await server.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, boardId), eq(auditLog.subjectId, id)))
      .orderBy(asc(auditLog.seq));
    expect(
      entries.map((e) => [
        e.action,
        (e.before as { documentVersionIds?: string[] } | null)?.documentVersionIds,
        (e.after as { documentVersionIds?: string[] } | null)?.documentVersionIds,
      ]),
    ).toEqual([
      ["flyingMinute.create", undefined, [topFile]],
      ["flyingMinute.update", [topFile], [chairOnlyFile, topFile]],
    ]);
  });
});
