import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentMessages } from "../../../common/contracts/documents.js";
import { uploadMessages } from "../../../common/uploads.js";
import { viewerHeader } from "../../../common/viewer.js";
import { documentFolders, documents, documentVersions } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  buildBoard,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { postFiles, type UploadFile } from "../../test/uploads.js";
import { officeFile } from "../../test/zip-file.js";
import { eraseBinnedDocuments } from "./erase-binned-documents.js";

type Folders = { folders: { id: string; name: string }[]; abilities: { manage: boolean } };
type Listed = {
  documents: { documentId: string; documentVersionId: string; name: string; version: number }[];
  abilities: { upload: boolean; download: boolean };
};
type Uploaded = { documentId: string; documentVersionId: string; name: string; mime: string };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let director: TestClient;
let seniorExecutive: TestClient;
let seniorExecutiveId = "";
let guest: TestClient;

async function member(role: "Director" | "ExecutiveDirector" | "Executive", firstName: string) {
  const account = await buildAccount(server.database.db, { firstName });
  await addMembership(server.database.db, boardId, account.personId, role);
  return { client: await signedInClient(server.url, account.email), personId: account.personId };
}

beforeAll(async () => {
  server = await startTestServer();
  ({ boardId, secretary } = await boardWithSecretary(server.database.db, server.url));
  director = (await member("Director", "Mele")).client;
  const senior = await member("ExecutiveDirector", "Sione");
  seniorExecutive = senior.client;
  seniorExecutiveId = senior.personId;
  guest = (await member("Executive", "Tom")).client;
});
afterAll(async () => {
  await server.close();
});

const foldersPath = () => `/api/organisations/${boardId}/document-folders`;
const documentsPath = (query = "") => `/api/organisations/${boardId}/governance-documents${query}`;
const content = (client: TestClient, versionId: string, viewer = false) =>
  fetch(`${server.url}/api/document-versions/${versionId}/content`, {
    headers: {
      cookie: `qr_session=${client.cookie("qr_session")}`,
      ...(viewer ? { [viewerHeader]: "1" } : {}),
    },
  });
const textOf = async (res: Response) =>
  (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text;

const upload = (files: UploadFile[], folderId?: string, client = secretary) =>
  postFiles(server.url, client, documentsPath(), files, "file", folderId ? { folderId } : {});

const documentCount = async () =>
  (
    await server.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.organisationId, boardId))
  ).length;

describe("the governance library", () => {
  let boardOnly = "";
  let policy: Uploaded;

  it("lets the secretary make a Board Only folder and upload into it; board members read it", async () => {
    const made = await secretary.post<{ id: string }>(foldersPath(), {
      name: "Board confidential",
      audience: "boardOnly",
    });
    expect(made.status).toBe(201);
    boardOnly = made.body.id;
    const bytes = await textPdf("Chief executive remuneration policy");
    const res = await upload([{ name: "Remuneration policy.pdf", bytes }], boardOnly);
    expect(res.status).toBe(201);
    policy = (await res.json()) as Uploaded;
    expect(policy).toMatchObject({ name: "Remuneration policy.pdf", mime: "application/pdf" });
    const charter = await upload([{ name: "Board charter.docx", bytes: officeFile("docx") }]);
    expect(charter.status).toBe(201);

    const listed = (await director.get<Listed>(documentsPath(`?folderId=${boardOnly}`))).body;
    expect(listed.documents.map((d) => d.name)).toEqual(["Remuneration policy.pdf"]);
    expect(listed.abilities).toEqual({ upload: false, download: true });
    const top = (await director.get<Listed>(documentsPath())).body;
    expect(top.documents.map((d) => d.name)).toEqual(["Board charter.docx"]);
    // The viewer reads the file as stored; a reader's download carries their name.
    const viewed = await content(director, policy.documentVersionId, true);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("content-type")).toBe("application/octet-stream");
    expect(viewed.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await viewed.arrayBuffer())).toEqual(bytes);
    const file = await content(director, policy.documentVersionId);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''Remuneration%20policy.pdf",
    );
    const marked = await textOf(file);
    expect(marked).toContain("Chief executive remuneration policy");
    expect(marked).toMatch(/Mele \S+ · \d{1,2} \w+ \d{4} · /);
    // The managers' copies are the file as uploaded.
    const own = await content(secretary, policy.documentVersionId);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(bytes);
    // Read receipts: the managers see who opened it; readers do not.
    type WithReaders = { documents: { readers: { name: string; initials: string }[] | null }[] };
    const managed = (await secretary.get<WithReaders>(documentsPath(`?folderId=${boardOnly}`)))
      .body;
    const readers = managed.documents[0]?.readers ?? [];
    expect(readers.map((r) => r.initials)).toContain("MT");
    expect(readers.find((r) => r.initials === "MT")?.name).toMatch(/^Mele /);
    const asReader = (await director.get<WithReaders>(documentsPath(`?folderId=${boardOnly}`)))
      .body;
    expect(asReader.documents[0]?.readers).toBeNull();
  });

  it("hides a Board Only folder from a senior executive who is not on the board: 404, not 403", async () => {
    const folders = (await seniorExecutive.get<Folders>(foldersPath())).body;
    expect(folders.folders.map((f) => f.name)).not.toContain("Board confidential");
    expect(folders.abilities.manage).toBe(true);
    expect((await seniorExecutive.get(documentsPath(`?folderId=${boardOnly}`))).status).toBe(404);
    expect((await content(seniorExecutive, policy.documentVersionId)).status).toBe(404);
    const found = (await seniorExecutive.get<Listed>(documentsPath("?q=policy"))).body;
    expect(found.documents).toEqual([]);
    expect((await director.get<Listed>(documentsPath("?q=POLICY"))).body.documents).toHaveLength(1);
    // Nor may they upload into it.
    const res = await upload(
      [{ name: "Note.txt", bytes: new TextEncoder().encode("a note") }],
      boardOnly,
      seniorExecutive,
    );
    expect(res.status).toBe(404);
  });

  it("shows a folder to the roles and people chosen for it, and to nobody else", async () => {
    const made = await secretary.post<{ id: string }>(foldersPath(), {
      name: "Chief executive's reports",
      audience: "chosen",
      audiencePeople: [seniorExecutiveId],
    });
    expect(made.status).toBe(201);
    const seen = (client: TestClient) =>
      client.get<Folders>(foldersPath()).then((r) => r.body.folders.map((f) => f.name));
    expect(await seen(seniorExecutive)).toContain("Chief executive's reports");
    expect(await seen(director)).not.toContain("Chief executive's reports");
    // A sub-folder of a Board Only folder is never wider than it.
    const inner = await secretary.post<{ id: string }>(foldersPath(), {
      name: "Open to everyone?",
      parentId: boardOnly,
      audience: "everyone",
    });
    expect(inner.status).toBe(201);
    expect(await seen(seniorExecutive)).not.toContain("Open to everyone?");
    expect(await seen(director)).toContain("Open to everyone?");
  });

  it("keeps documents from executives and guests altogether", async () => {
    expect((await guest.get(documentsPath())).status).toBe(403);
    expect((await guest.get(foldersPath())).status).toBe(403);
    expect((await content(guest, policy.documentVersionId)).status).toBe(403);
  });

  it("with downloads off, refuses the file to readers but not to the managers", async () => {
    const off = await secretary.patch(`/api/organisations/${boardId}/settings`, {
      allowDocumentDownloads: false,
    });
    expect(off.status).toBe(200);
    const refused = await content(director, policy.documentVersionId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      documentMessages.downloadsOff,
    );
    expect(
      (await director.get<Listed>(documentsPath(`?folderId=${boardOnly}`))).body.abilities.download,
    ).toBe(false);
    expect((await content(secretary, policy.documentVersionId)).status).toBe(200);
    // The viewer still shows it to the reader: downloads off is no reading off.
    const viewed = await content(director, policy.documentVersionId, true);
    expect(viewed.status).toBe(200);
    expect(await textOf(viewed)).toContain("Chief executive remuneration policy");
    await secretary.patch(`/api/organisations/${boardId}/settings`, {
      allowDocumentDownloads: true,
    });
  });

  it("refuses bad uploads with a clear message and stores nothing", async () => {
    const before = await documentCount();
    const two = await upload([
      { name: "a.txt", bytes: new TextEncoder().encode("a") },
      { name: "b.txt", bytes: new TextEncoder().encode("b") },
    ]);
    expect(two.status).toBe(413);
    expect(((await two.json()) as { error: { message: string } }).error.message).toBe(
      uploadMessages.oneFile,
    );
    const renamed = await upload([{ name: "Minutes.pdf", bytes: new Uint8Array([77, 90, 0, 1]) }]);
    expect(renamed.status).toBe(415);
    const none = await upload([]);
    expect(none.status).toBe(400);
    // A folder of another organisation does not exist here.
    const other = await buildBoard(
      server.database.db,
      (await buildAccount(server.database.db)).personId,
    );
    const [foreignFolder] = await server.database.db
      .insert(documentFolders)
      .values({ organisationId: other.id, name: "Theirs" })
      .returning();
    const foreign = await upload(
      [{ name: "Note.txt", bytes: new TextEncoder().encode("a note") }],
      foreignFolder?.id,
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await postFiles(
          server.url,
          secretary,
          documentsPath(),
          [{ name: "x.md", bytes: new TextEncoder().encode("# x") }],
          "file",
        )
      ).status,
    ).toBe(201);
    expect(await documentCount()).toBe(before + 1);
  });

  it("replaces a file with a new version, keeps the history, and opens older ones to managers only", async () => {
    const first = await upload([
      { name: "Code of conduct.pdf", bytes: await textPdf("Version one") },
    ]);
    const original = (await first.json()) as Uploaded;
    const replaced = await postFiles(
      server.url,
      secretary,
      `/api/documents/${original.documentId}/versions`,
      [{ name: "Code of conduct 2026.pdf", bytes: await textPdf("Version two") }],
      "file",
      { note: "Adopted at the March meeting" },
    );
    expect(replaced.status).toBe(201);
    const second = (await replaced.json()) as Uploaded & { version: number };
    expect(second).toMatchObject({
      documentId: original.documentId,
      version: 2,
      name: "Code of conduct 2026.pdf",
    });
    const listed = (await director.get<Listed>(documentsPath("?q=conduct"))).body.documents;
    expect(listed.map((d) => [d.name, d.version])).toEqual([["Code of conduct 2026.pdf", 2]]);
    type History = {
      versions: {
        version: number;
        note: string | null;
        current: boolean;
        canOpen: boolean;
        uploadedByName: string | null;
      }[];
    };
    const history = (await director.get<History>(`/api/documents/${original.documentId}/versions`))
      .body;
    expect(history.versions.map((v) => [v.version, v.current, v.canOpen, v.note])).toEqual([
      [2, true, true, "Adopted at the March meeting"],
      [1, false, false, null],
    ]);
    expect(history.versions[0]?.uploadedByName).toBeTruthy();
    expect((await content(director, original.documentVersionId)).status).toBe(403);
    expect((await content(director, original.documentVersionId, true)).status).toBe(403);
    expect((await content(secretary, original.documentVersionId)).status).toBe(200);
    // A citation of the old version tells a reader it was replaced, and by which.
    type Detail = { current: boolean; canOpen: boolean; currentVersionId: string; show: string };
    const cited = (
      await director.get<Detail>(`/api/document-versions/${original.documentVersionId}`)
    ).body;
    expect(cited).toMatchObject({
      current: false,
      canOpen: false,
      currentVersionId: second.documentVersionId,
      show: "pdf",
    });
    const latest = (
      await director.get<Detail>(`/api/document-versions/${second.documentVersionId}`)
    ).body;
    expect(latest).toMatchObject({ current: true, canOpen: true, show: "pdf" });
    expect(
      (await secretary.get<Detail>(`/api/document-versions/${original.documentVersionId}`)).body
        .canOpen,
    ).toBe(true);
    // A director may read but not replace.
    const refused = await postFiles(
      server.url,
      director,
      `/api/documents/${original.documentId}/versions`,
      [{ name: "x.txt", bytes: new TextEncoder().encode("x") }],
      "file",
    );
    expect(refused.status).toBe(403);
  });

  it("moves a deleted document to the bin, where managers can restore it", async () => {
    const made = await upload([
      { name: "Old risk register.md", bytes: new TextEncoder().encode("# Risks") },
    ]);
    const doc = (await made.json()) as Uploaded;
    expect((await director.request("DELETE", `/api/documents/${doc.documentId}`)).status).toBe(403);
    expect((await secretary.request("DELETE", `/api/documents/${doc.documentId}`)).status).toBe(
      200,
    );
    const names = async (path: string, client = secretary) =>
      (await client.get<Listed>(path)).body.documents.map((d) => d.name);
    expect(await names(documentsPath())).not.toContain("Old risk register.md");
    expect(await names(documentsPath("/bin"))).toContain("Old risk register.md");
    expect((await content(director, doc.documentVersionId)).status).toBe(404);
    expect((await director.get(documentsPath("/bin"))).status).toBe(403);
    expect((await secretary.post(`/api/documents/${doc.documentId}/restore`, {})).status).toBe(200);
    expect(await names(documentsPath(), director)).toContain("Old risk register.md");
    // Restoring what is not in the bin says so.
    expect((await secretary.post(`/api/documents/${doc.documentId}/restore`, {})).status).toBe(409);
  });

  it("erases what stayed in the bin for 30 days, files included", async () => {
    const made = await upload([
      { name: "Superseded plan.md", bytes: new TextEncoder().encode("# Plan") },
    ]);
    const doc = (await made.json()) as Uploaded;
    await secretary.request("DELETE", `/api/documents/${doc.documentId}`);
    const db = server.database.db;
    const [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, doc.documentVersionId));
    expect(await server.services.storage.get(version?.storageKey ?? "")).toBeDefined();
    expect(
      await eraseBinnedDocuments(
        db,
        server.services.storage,
        new Date(Date.now() + 29 * 86_400_000),
      ),
    ).toBe(0);
    expect(
      await eraseBinnedDocuments(
        db,
        server.services.storage,
        new Date(Date.now() + 31 * 86_400_000),
      ),
    ).toBe(1);
    expect(await db.select().from(documents).where(eq(documents.id, doc.documentId))).toEqual([]);
    expect(await server.services.storage.get(version?.storageKey ?? "")).toBeUndefined();
  });

  it("renames, moves and re-audiences folders, never into themselves, and deletes only empty ones", async () => {
    const make = async (name: string, parentId: string | null = null) =>
      (await secretary.post<{ id: string }>(foldersPath(), { name, parentId })).body.id;
    const finance = await make("Finance");
    const audit = await make("Audit", finance);
    const named = async () => (await secretary.get<Folders>(foldersPath())).body.folders;

    expect(
      (await secretary.patch(`/api/document-folders/${finance}`, { name: "Finance and audit" }))
        .status,
    ).toBe(200);
    expect((await named()).find((f) => f.id === finance)?.name).toBe("Finance and audit");
    const loop = await secretary.patch(`/api/document-folders/${finance}`, { parentId: audit });
    expect(loop.status).toBe(409);
    expect((loop.body as { error: { message: string } }).error.message).toBe(
      documentMessages.moveIntoItself,
    );
    expect(
      (await secretary.patch(`/api/document-folders/${audit}`, { parentId: null })).status,
    ).toBe(200);

    // Board Only now: a senior executive off the board no longer sees it, nor what is inside.
    await upload([{ name: "Audit plan.md", bytes: new TextEncoder().encode("# Plan") }], audit);
    expect(
      (await secretary.patch(`/api/document-folders/${audit}`, { audience: "boardOnly" })).status,
    ).toBe(200);
    expect((await seniorExecutive.get(documentsPath(`?folderId=${audit}`))).status).toBe(404);
    expect((await director.patch(`/api/document-folders/${audit}`, { name: "Mine" })).status).toBe(
      403,
    );

    const full = await secretary.request("DELETE", `/api/document-folders/${audit}`);
    expect(full.status).toBe(409);
    expect((full.body as { error: { message: string } }).error.message).toBe(
      documentMessages.folderNotEmpty,
    );
    expect((await secretary.request("DELETE", `/api/document-folders/${finance}`)).status).toBe(
      200,
    );
    expect((await named()).map((f) => f.id)).not.toContain(finance);
  });

  it("settles a folder deleted while a file is filed into it: one wins, the other is told why", async () => {
    for (let round = 0; round < 4; round++) {
      const made = await secretary.post<{ id: string }>(foldersPath(), { name: `Race ${round}` });
      const [deleted, filed] = await Promise.all([
        secretary.request("DELETE", `/api/document-folders/${made.body.id}`),
        upload(
          [{ name: `Race ${round}.txt`, bytes: new TextEncoder().encode("race") }],
          made.body.id,
        ),
      ]);
      // Deleted first: the upload finds no folder (404). Filed first: the folder is not empty (409).
      expect([
        [200, 404],
        [409, 201],
      ]).toContainEqual([deleted.status, filed.status]);
    }
  });
});
