import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citationHref, type TextAnnotation } from "../../../common/assistant/citations.js";
import { documentPassages, documentVersions } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { postFiles, type UploadFile } from "../../test/uploads.js";
import { zipFile } from "../../test/zip-file.js";
import { embeddedEngine } from "../assistant/engines/embedded-engine.js";
import { readableOrganisations } from "../assistant/readable-organisations.js";

type Uploaded = { documentVersionId: string; name: string };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let directorId = "";
let seniorId = "";
let senior: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const director = await buildAccount(db, { firstName: "Mele" });
  directorId = director.personId;
  await addMembership(db, boardId, directorId, "Director");
  const seniorAccount = await buildAccount(db, { firstName: "Sione" });
  seniorId = seniorAccount.personId;
  await addMembership(db, boardId, seniorId, "ExecutiveDirector");
  senior = await signedInClient(server.url, seniorAccount.email);
  await signedInClient(server.url, director.email);
});
afterAll(async () => {
  await server.close();
});

async function pdfPages(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const text of pages) {
    const page = doc.addPage();
    if (text) page.drawText(text, { size: 10, x: 40, y: 700 });
  }
  return doc.save();
}

async function upload(file: UploadFile, folderId?: string): Promise<Uploaded> {
  const res = await postFiles(
    server.url,
    secretary,
    `/api/organisations/${boardId}/governance-documents`,
    [file],
    "file",
    folderId ? { folderId } : {},
  );
  expect(res.status).toBe(201);
  return (await res.json()) as Uploaded;
}

async function ask(personId: string, question: string) {
  const organisations = await readableOrganisations(server.database.db, personId);
  let text = "";
  const annotations: TextAnnotation[] = [];
  for await (const chunk of embeddedEngine(server.database.db).answer({
    question,
    history: [],
    scope: { personId, organisations, timeZone: "Pacific/Auckland", locale: "en-NZ" },
    signal: new AbortController().signal,
  })) {
    text += chunk.text;
    annotations.push(...chunk.textAnnotations);
  }
  return { text, annotations };
}

const versionRow = async (id: string) =>
  (await server.database.db.select().from(documentVersions).where(eq(documentVersions.id, id)))[0];

describe("the text of uploaded documents", () => {
  let policy: Uploaded;

  it("is extracted after upload into passages with their pages, PDFs, slides and text alike", async () => {
    const folder = await secretary.post<{ id: string }>(
      `/api/organisations/${boardId}/document-folders`,
      { name: "Board policies", audience: "boardOnly" },
    );
    policy = await upload(
      {
        name: "Gifts and hospitality policy.pdf",
        bytes: await pdfPages([
          "Purpose of this policy",
          "Any gift or hospitality worth more than 250 dollars is entered in the gifts register within 14 days.",
        ]),
      },
      folder.body.id,
    );
    const slides = await upload({
      name: "Strategy day.pptx",
      bytes: zipFile([
        { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
        { name: "ppt/presentation.xml", data: Buffer.from("<p:presentation/>") },
        {
          name: "ppt/slides/slide1.xml",
          data: Buffer.from(
            "<p:sld><a:t>Three year strategy</a:t><a:t>Grow membership &amp; reach</a:t></p:sld>",
          ),
        },
      ]),
    });
    const scan = await upload({ name: "Signed deed (scan).pdf", bytes: await pdfPages(["", ""]) });
    expect((await versionRow(policy.documentVersionId))?.textStatus).toBe("pending");
    await server.services.jobs.drain();

    expect(await versionRow(policy.documentVersionId)).toMatchObject({
      textStatus: "extracted",
      pageCount: 2,
    });
    const passages = await server.database.db
      .select()
      .from(documentPassages)
      .where(eq(documentPassages.documentVersionId, policy.documentVersionId));
    expect(passages.find((p) => p.text.includes("gifts register"))?.page).toBe(2);
    const slideText = await server.database.db
      .select()
      .from(documentPassages)
      .where(eq(documentPassages.documentVersionId, slides.documentVersionId));
    expect(slideText.map((p) => [p.page, p.text])).toEqual([
      [1, "Three year strategy Grow membership & reach"],
    ]);
    // A scan has no text layer: marked so, not failed.
    expect((await versionRow(scan.documentVersionId))?.textStatus).toBe("noText");
  });

  it("lets the assistant answer from a policy, citing the document at its version", async () => {
    const { text, annotations } = await ask(
      directorId,
      "What must happen to gifts and hospitality?",
    );
    expect(text).toMatch(/gifts register within 14 days/);
    const cited = annotations.find((a) => a.documentType === "GovernanceDocument");
    expect(cited).toMatchObject({
      organisationId: boardId,
      documentVersionId: policy.documentVersionId,
      documentName: "Gifts and hospitality policy.pdf",
    });
    expect(text).toContain(cited?.textToReplace);
    expect(citationHref(cited as TextAnnotation, "")).toBe(
      `/governance-documents/${boardId};doc=${policy.documentVersionId}`,
    );
  });

  it("finds documents by the words in them as well as by name, saying on which page, and sorts by name or date", async () => {
    type Found = {
      documents: { name: string; foundInText: boolean; foundOnPage: number | null }[];
    };
    const search = (client: typeof secretary, q: string, sort = "") =>
      client.get<Found>(
        `/api/organisations/${boardId}/governance-documents?q=${encodeURIComponent(q)}${sort}`,
      );
    const byWords = (await search(secretary, "gifts register")).body.documents;
    expect(byWords).toEqual([
      expect.objectContaining({
        name: "Gifts and hospitality policy.pdf",
        foundInText: true,
        foundOnPage: 2,
      }),
    ]);
    const byName = (await search(secretary, "strategy")).body.documents;
    expect(byName).toEqual([
      expect.objectContaining({ name: "Strategy day.pptx", foundInText: false }),
    ]);
    // The words of a folder hidden from the reader are not searched for them either.
    expect((await search(senior, "gifts register")).body.documents).toEqual([]);
    const sorted = async (sort: string) =>
      (await search(secretary, "s", `&sort=${sort}`)).body.documents.map((d) => d.name);
    const byDate = await sorted("date");
    expect(byDate[0]).toBe("Signed deed (scan).pdf");
    expect(await sorted("name")).toEqual([...byDate].sort((a, b) => a.localeCompare(b)));
    expect((await search(secretary, "x", "&sort=size")).status).toBe(400);
  });

  it("never quotes a folder to someone outside its audience", async () => {
    const { text, annotations } = await ask(seniorId, "What must happen to gifts and hospitality?");
    expect(text).not.toMatch(/gifts register/);
    expect(annotations.filter((a) => a.documentType === "GovernanceDocument")).toEqual([]);
  });
});
