import { and, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareMessages } from "../../../common/contracts/document-shares.js";
import { viewerHeader } from "../../../common/viewer.js";
import { auditLog, documentShares } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { latestMailTo } from "../../test/outbox.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { postFiles, uploadToLibrary } from "../../test/uploads.js";

type Created = { id: string; link: string; status: string };
type Shared = {
  state: string;
  documentName?: string;
  maskedEmail?: string;
  downloadable?: boolean;
};
type ErrorBody = { error: { message: string } };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let director: TestClient;
let versionId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId)).id;
  for (const [role, set] of [
    ["PersonalAssistant", (c: TestClient) => (secretary = c)],
    ["Director", (c: TestClient) => (director = c)],
  ] as const) {
    const p = await buildAccount(db);
    await addMembership(db, boardId, p.personId, role);
    set(await signedInClient(server.url, p.email));
  }
  const res = await uploadToLibrary(server.url, secretary, boardId, {
    name: "Audit engagement letter.pdf",
    bytes: await textPdf("Scope of the audit"),
  });
  versionId = ((await res.json()) as { documentVersionId: string }).documentVersionId;
});
afterAll(async () => {
  await server.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get("link") ?? "";
/** The recipient: no account, no session; a cookie jar of their own for the code's session. */
const outsider = (token: string, path = "", init: RequestInit = {}, cookie = "") =>
  fetch(`${server.url}/api/shared-documents/${encodeURIComponent(token)}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) },
  });
const share = (body: Record<string, unknown>, client = secretary) =>
  client.post<Created>(`/api/document-versions/${versionId}/shares`, {
    recipientName: "Jane Auditor",
    recipientEmail: "jane@firm.example",
    ...body,
  });

describe("share links", () => {
  it("e-mails a signed link that opens the document for an outsider, audited on every open", async () => {
    const made = await share({ expiresInDays: 7 });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe("active");
    const mail = await latestMailTo(server.database.db, "jane@firm.example");
    expect(mail?.text).toContain(made.body.link);
    expect(mail?.text).toContain('"Audit engagement letter.pdf"');

    const token = tokenOf(made.body.link);
    const page = (await (await outsider(token)).json()) as Shared;
    expect(page).toMatchObject({ state: "open", documentName: "Audit engagement letter.pdf" });
    const viewed = await outsider(token, "/content", { headers: { [viewerHeader]: "1" } });
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("cache-control")).toBe("no-store");
    const download = await outsider(token, "/content");
    const text = (
      await extractText(new Uint8Array(await download.arrayBuffer()), { mergePages: true })
    ).text;
    expect(text).toContain("Jane Auditor");

    const db = server.database.db;
    const opens = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "documentShare.open"), eq(auditLog.subjectId, made.body.id)));
    expect(opens.map((o) => (o.after as { as: string }).as).sort()).toEqual(["download", "viewer"]);
    const listed = await secretary.get<{ shares: { id: string; openCount: number }[] }>(
      `/api/document-versions/${versionId}/shares`,
    );
    expect(listed.body.shares.find((s) => s.id === made.body.id)?.openCount).toBe(2);
  });

  it("shows a clear state for a tampered, revoked or expired link, and serves nothing", async () => {
    const made = await share({});
    const token = tokenOf(made.body.link);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(((await (await outsider(tampered)).json()) as Shared).state).toBe("invalid");
    expect((await outsider(tampered, "/content")).status).toBe(404);

    expect((await director.post(`/api/document-shares/${made.body.id}/revoke`)).status).toBe(403);
    expect((await secretary.post(`/api/document-shares/${made.body.id}/revoke`)).status).toBe(200);
    expect(((await (await outsider(token)).json()) as Shared).state).toBe("revoked");
    expect((await outsider(token, "/content", { headers: { [viewerHeader]: "1" } })).status).toBe(
      404,
    );

    const later = await share({ expiresInDays: 1 });
    await server.database.db
      .update(documentShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentShares.id, later.body.id));
    expect(((await (await outsider(tokenOf(later.body.link))).json()) as Shared).state).toBe(
      "expired",
    );
  });

  it("asks for a code e-mailed to the recipient when the manager requires one", async () => {
    const made = await share({ requireCode: true, recipientEmail: "lawyer@firm.example" });
    const token = tokenOf(made.body.link);
    const page = (await (await outsider(token)).json()) as Shared;
    expect(page).toMatchObject({ state: "needsCode", maskedEmail: "l•••@firm.example" });
    expect((await outsider(token, "/content", { headers: { [viewerHeader]: "1" } })).status).toBe(
      403,
    );

    // The recipient's browser holds the page's CSRF cookie, as every page of the app hands out.
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const csrfCookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const post = (path: string, body?: unknown, cookie = "") =>
      outsider(
        token,
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify(body ?? {}),
        },
        [csrfCookie, cookie].filter(Boolean).join("; "),
      );
    expect((await post("/code")).status).toBe(200);
    const again = await post("/code");
    expect(again.status).toBe(429);
    expect(((await again.json()) as ErrorBody).error.message).toBe(shareMessages.codeTooSoon);
    const mail = await latestMailTo(server.database.db, "lawyer@firm.example");
    const code = mail?.text.match(/Your code is (\d{6})/)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post("/verify", { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.message).toBe(shareMessages.codeWrong);
    expect((await post("/verify", { code: "12ab" })).status).toBe(400);
    const right = await post("/verify", { code });
    expect(right.status).toBe(200);
    expect(((await right.json()) as Shared).state).toBe("open");
    const cookie = (right.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^qr_share_/);
    const viewed = await outsider(token, "/content", { headers: { [viewerHeader]: "1" } }, cookie);
    expect(viewed.status).toBe(200);
  });

  it("counts every wrong code, even sent together, and closes the link to codes after five", async () => {
    const made = await share({ requireCode: true, recipientEmail: "guess@firm.example" });
    const token = tokenOf(made.body.link);
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const csrfCookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const post = (path: string, body?: unknown) =>
      outsider(
        token,
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify(body ?? {}),
        },
        csrfCookie,
      );
    expect((await post("/code")).status).toBe(200);
    const mail = await latestMailTo(server.database.db, "guess@firm.example");
    const code = mail?.text.match(/Your code is (\d{6})/)?.[1] ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post("/verify", { code: wrong })),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const [row] = await server.database.db
      .select({ tries: documentShares.codeTries })
      .from(documentShares)
      .where(eq(documentShares.id, made.body.id));
    expect(row?.tries).toBe(5);
    const right = await post("/verify", { code });
    expect(right.status).toBe(400);
    expect(((await right.json()) as ErrorBody).error.message).toBe(shareMessages.codeTooManyTries);
    expect((await post("/code")).status).toBe(429);
  });

  it("follows the download policy, and only the library's managers share", async () => {
    const made = await share({});
    const token = tokenOf(made.body.link);
    await secretary.patch(`/api/organisations/${boardId}/settings`, {
      allowDocumentDownloads: false,
    });
    expect(((await (await outsider(token)).json()) as Shared).downloadable).toBe(false);
    expect((await outsider(token, "/content")).status).toBe(403);
    expect((await outsider(token, "/content", { headers: { [viewerHeader]: "1" } })).status).toBe(
      200,
    );
    await secretary.patch(`/api/organisations/${boardId}/settings`, {
      allowDocumentDownloads: true,
    });

    expect((await share({}, director)).status).toBe(403);
    const bad = await share({ expiresInDays: 31 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(shareMessages.days);
  });

  it("withdraws a document's links when it goes to the bin, for good, and shares only current versions", async () => {
    const res = await uploadToLibrary(server.url, secretary, boardId, {
      name: "Draft budget.pdf",
      bytes: await textPdf("Budget"),
    });
    const doc = (await res.json()) as { documentId: string; documentVersionId: string };
    const made = await secretary.post<Created>(
      `/api/document-versions/${doc.documentVersionId}/shares`,
      {
        recipientName: "Jane Auditor",
        recipientEmail: "jane@firm.example",
      },
    );
    const token = tokenOf(made.body.link);
    expect((await secretary.request("DELETE", `/api/documents/${doc.documentId}`)).status).toBe(
      200,
    );
    expect(((await (await outsider(token)).json()) as Shared).state).toBe("revoked");
    expect((await secretary.post(`/api/documents/${doc.documentId}/restore`)).status).toBe(200);
    expect(((await (await outsider(token)).json()) as Shared).state).toBe("revoked");

    await postFiles(
      server.url,
      secretary,
      `/api/documents/${doc.documentId}/versions`,
      [{ name: "Budget.pdf", bytes: await textPdf("Budget, final") }],
      "file",
    );
    const older = await secretary.post<ErrorBody>(
      `/api/document-versions/${doc.documentVersionId}/shares`,
      {
        recipientName: "Jane Auditor",
        recipientEmail: "jane@firm.example",
      },
    );
    expect(older.status).toBe(409);
    expect(older.body.error.message).toBe(shareMessages.onlyCurrent);
  });
});
