import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { auditLog } from "../../db/schema/index.js";
import { addMembership, buildAccount, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { postFiles } from "../../test/uploads.js";
import { board, type ErrorBody, mailsAbout } from "../people/people-test-helpers.js";
import { sendDueReviewReminders } from "./review-reminders.js";

type Uploaded = { documentId: string; documentVersionId: string };
type Listed = {
  documents: { documentId: string; approvedOn: string | null; reviewOn: string | null }[];
};

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let director: TestClient;
let ownerEmail = "";
let secretaryEmail = "";
let seniorEmail = "";
let directorEmail = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const set = await board(server);
  ({ boardId, secretary } = set);
  ownerEmail = set.owner.email;
  secretaryEmail = set.sec.email;
  const senior = await buildAccount(db, { firstName: "Sione" });
  seniorEmail = senior.email;
  await addMembership(db, boardId, senior.personId, "ExecutiveDirector");
  const member = await buildAccount(db, { firstName: "Mele" });
  directorEmail = member.email;
  await addMembership(db, boardId, member.personId, "Director");
  director = await signedInClient(server.url, member.email);
  // A chair whose access is revoked keeps the library no more, so hears nothing.
  const chair = await buildAccount(db);
  await addMembership(db, boardId, chair.personId, "Chairman", { accessAllowed: false });
});
afterAll(async () => {
  await server.close();
});

const base = "https://board.example";
// The board's zone is Pacific/Auckland: midnight UTC is noon or 1 pm there, the same date.
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const send = (date: string) => sendDueReviewReminders(server.database.db, base, at(date));
const datesPath = (documentId: string) => `/api/documents/${documentId}`;

async function upload(name: string, folderId?: string): Promise<Uploaded> {
  const res = await postFiles(
    server.url,
    secretary,
    `/api/organisations/${boardId}/governance-documents`,
    [{ name, bytes: new TextEncoder().encode(`The ${name} of the board.`) }],
    "file",
    folderId ? { folderId } : {},
  );
  expect(res.status).toBe(201);
  return (await res.json()) as Uploaded;
}

const subjects = async (to: string, documentId: string) =>
  (await mailsAbout(server.database.db, to, documentId)).map((m) => m.subject).sort();

describe("a document's approval and review dates", () => {
  let charter: Uploaded;

  beforeAll(async () => {
    charter = await upload("Board charter.txt");
  });

  it("are set by the library's managers, audited, and listed with the document", async () => {
    const res = await secretary.patch(datesPath(charter.documentId), {
      approvedOn: "2026-02-01",
      reviewOn: "2027-03-03",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approvedOn: "2026-02-01", reviewOn: "2027-03-03" });
    // A date left out stays; null clears one.
    const cleared = await secretary.patch(datesPath(charter.documentId), { approvedOn: null });
    expect(cleared.body).toEqual({ approvedOn: null, reviewOn: "2027-03-03" });

    const listed = await director.get<Listed>(`/api/organisations/${boardId}/governance-documents`);
    expect(listed.body.documents.find((d) => d.documentId === charter.documentId)).toMatchObject({
      approvedOn: null,
      reviewOn: "2027-03-03",
    });
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "document.dates"), eq(auditLog.subjectId, charter.documentId)),
      );
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [
        { approvedOn: null, reviewOn: null },
        { approvedOn: "2026-02-01", reviewOn: "2027-03-03" },
      ],
      [
        { approvedOn: "2026-02-01", reviewOn: "2027-03-03" },
        { approvedOn: null, reviewOn: "2027-03-03" },
      ],
    ]);
  });

  it("are refused to a director", async () => {
    const res = await director.patch(datesPath(charter.documentId), { reviewOn: "2027-04-01" });
    expect(res.status).toBe(403);
  });

  it("must be dates, one at least, and the review no earlier than the approval", async () => {
    const path = datesPath(charter.documentId);
    const notADate = await secretary.patch<ErrorBody>(path, { approvedOn: "2027-02-30" });
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields?.approvedOn).toBe(documentMessages.date);
    const nothing = await secretary.patch<ErrorBody>(path, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe(documentMessages.noDates);
    const both = await secretary.patch<ErrorBody>(path, {
      approvedOn: "2027-05-01",
      reviewOn: "2027-04-01",
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields?.reviewOn).toBe(documentMessages.reviewBeforeApproval);
    // Against the approval date already kept, when only the review date is sent.
    await secretary.patch(path, { approvedOn: "2027-02-01" });
    const early = await secretary.patch<ErrorBody>(path, { reviewOn: "2027-01-31" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(documentMessages.reviewBeforeApproval);
    expect(early.body.error.fields?.reviewOn).toBe(documentMessages.reviewBeforeApproval);
  });

  it("are refused for a document in the bin", async () => {
    const binned = await upload("Old policy.txt");
    await secretary.request("DELETE", datesPath(binned.documentId));
    const res = await secretary.patch<ErrorBody>(datesPath(binned.documentId), {
      reviewOn: "2027-04-01",
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(documentMessages.inBin);
  });
});

describe("review reminders", () => {
  it("e-mail the library's managers 30 days before and on the day, each exactly once", async () => {
    const policy = await upload("Conflicts policy.txt");
    await secretary.patch(datesPath(policy.documentId), { reviewOn: "2031-06-30" });

    expect(await send("2031-05-30")).toBe(0);
    // Administrator, Secretary and Senior Executive; neither the director nor the revoked chair.
    expect(await send("2031-05-31")).toBe(3);
    const again = await Promise.all([0, 1].map(() => send("2031-06-10")));
    expect(again).toEqual([0, 0]);
    expect(await send("2031-06-30")).toBe(3);
    expect(await send("2031-06-30")).toBe(0);
    expect(await send("2031-07-01")).toBe(0);

    expect(await subjects(ownerEmail, policy.documentId)).toEqual([
      "Review due on 30 June 2031: Conflicts policy.txt",
      "Review due today: Conflicts policy.txt",
    ]);
    expect(await subjects(secretaryEmail, policy.documentId)).toHaveLength(2);
    expect(await subjects(seniorEmail, policy.documentId)).toHaveLength(2);
    expect(await subjects(directorEmail, policy.documentId)).toEqual([]);
    const [first] = await mailsAbout(server.database.db, ownerEmail, policy.documentId);
    expect(first?.text).toContain("is due for review");
    expect(first?.text).toContain("30 June 2031");
    expect(first?.text).toContain("It is in Governance Documents.");
    expect(first?.text).toContain(
      `${base}/governance-documents/${boardId};doc=${policy.documentVersionId}`,
    );
  });

  it("go out again for a changed review date, to those who may see its folder", async () => {
    const made = await secretary.post<{ id: string }>(
      `/api/organisations/${boardId}/document-folders`,
      { name: "Board confidential", audience: "boardOnly" },
    );
    const pay = await upload("Remuneration.txt", made.body.id);
    await secretary.patch(datesPath(pay.documentId), { reviewOn: "2032-06-30" });
    // The Senior Executive is not on the board, so does not see the folder.
    expect(await send("2032-06-01")).toBe(2);
    await secretary.patch(datesPath(pay.documentId), { reviewOn: "2032-07-10" });
    expect(await send("2032-06-15")).toBe(2);
    expect(await send("2032-06-16")).toBe(0);
    const mails = await mailsAbout(server.database.db, secretaryEmail, pay.documentId);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Review due on 10 July 2032: Remuneration.txt",
      "Review due on 30 June 2032: Remuneration.txt",
    ]);
    expect(mails[0]?.text).toContain("It is in Governance Documents › Board confidential.");
    expect(await subjects(seniorEmail, pay.documentId)).toEqual([]);
  });

  it("are not sent for a document in the bin", async () => {
    const binned = await upload("Retired policy.txt");
    await secretary.patch(datesPath(binned.documentId), { reviewOn: "2033-06-30" });
    await secretary.request("DELETE", datesPath(binned.documentId));
    expect(await send("2033-06-01")).toBe(0);
    expect(await send("2033-06-30")).toBe(0);
    expect(await subjects(ownerEmail, binned.documentId)).toEqual([]);
  });
});
