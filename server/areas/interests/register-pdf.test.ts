import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interests } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { helveticaShown, pdfContents, type Shown } from "../../test/pdf-contents.js";
import { pdfText } from "../../test/pdf-text.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let meleId = "";
let mele: TestClient;
let shown: Shown;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url, "Riverside Trust"));
  const m = await buildAccount(db, { firstName: "Mele" });
  meleId = m.personId;
  await addMembership(db, boardId, meleId, "Director");
  mele = await signedInClient(server.url, m.email);
  await db.insert(interests).values([
    {
      organisationId: boardId,
      personId: meleId,
      entity: "Harbour Fisheries Ltd",
      nature: "Shareholder",
      disclosedOn: "2025-03-04",
    },
    {
      organisationId: boardId,
      personId: meleId,
      entity: "Coastal Rowing Club",
      nature: "Former treasurer",
      disclosedOn: "2020-01-01",
      endsOn: "2021-12-31",
    },
  ]);
  shown = await helveticaShown();
});

afterAll(async () => {
  await server.close();
});

async function download(client: TestClient, query = "") {
  const res = await fetch(
    `${server.url}/api/organisations/${boardId}/interests/register.pdf${query}`,
    {
      headers: { cookie: `qr_session=${client.cookie("qr_session")}` },
    },
  );
  return res;
}

describe("the register as a PDF", () => {
  it("gives everyone's current and past interests as an A4 PDF to download", async () => {
    const res = await download(mele);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="interests-register-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // When it was printed, on the organisation's clock, the zone named.
    expect(pdfText(bytes).replace(/\s+/g, " ")).toMatch(
      /As at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T/,
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Interests Register – All people");
    const text = pdfContents(doc);
    for (const bold of ["Interests Register", "Current Interests", "Past Interests", "Mele Tester"])
      expect(text).toContain(shown(bold, "bold"));
    expect(text).toContain(shown("Harbour Fisheries Ltd", "bold"));
    expect(text).toContain(shown("Disclosed 4 Mar 2025"));
    expect(text).toContain(shown("Disclosed 1 Jan 2020 · Ends 31 Dec 2021"));
    expect(text).toContain(shown("Page 1 of 1"));
  });

  it("gives one person's register, named in the file and the heading", async () => {
    const res = await download(secretary, `?personId=${meleId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="interests-register-mele-tester-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe("Interests Register – Mele Tester");
  });

  it("says so when a person has no interests, and refuses someone outside the organisation", async () => {
    const lonely = await buildAccount(server.database.db, { firstName: "Lonely" });
    await addMembership(server.database.db, boardId, lonely.personId, "Director");
    const res = await download(secretary, `?personId=${lonely.personId}`);
    const text = pdfContents(await PDFDocument.load(new Uint8Array(await res.arrayBuffer())));
    expect(text).toContain(shown("No current interests are declared."));
    expect(text).toContain(shown("No past interests."));

    const stranger = await buildAccount(server.database.db);
    expect((await download(secretary, `?personId=${stranger.personId}`)).status).toBe(404);
    expect((await download(secretary, "?personId=not-an-id")).status).toBe(400);
  });

  it("runs onto more pages with page numbers when the register is long", async () => {
    await server.database.db.insert(interests).values(
      Array.from({ length: 60 }, (_, n) => ({
        organisationId: boardId,
        personId: meleId,
        entity: `Entity number ${n + 1}`,
        nature: "A long description of the nature of this interest. ".repeat(3),
        disclosedOn: "2024-01-01",
      })),
    );
    const res = await download(mele, `?personId=${meleId}`);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const text = pdfContents(doc);
    expect(text).toContain(shown(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`));
    expect(text).toContain(shown("Interests Register – Mele Tester (continued)"));
    expect(text).toContain(shown("Entity number 60", "bold"));
  });
});
