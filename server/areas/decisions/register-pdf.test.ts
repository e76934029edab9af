import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardWithSecretary, clientWithSession } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { helveticaShown, pdfContents, type Shown } from "../../test/pdf-contents.js";
import { pdfText } from "../../test/pdf-text.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { insertDecisions, insertMeeting } from "./decision-fixtures.js";

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let shown: Shown;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  let ownerId = "";
  ({ boardId, secretary, ownerId } = await boardWithSecretary(db, server.url, "Harbour Trust"));
  const meetingId = await insertMeeting(db, boardId, "Annual meeting", "Complete");
  const [budgetId = ""] = await insertDecisions(db, boardId, [
    {
      title: "Budget approved",
      decidedOn: "2026-03-03",
      text: "The board approved the 2027 budget.",
      meetingId,
      source: "vote",
      tally: { support: 5, oppose: 1, abstain: 0, notVoted: 0 },
    },
    { title: "Boatshed sale lost", decidedOn: "2025-05-05", outcome: "NotApproved" },
  ]);
  // Enough long decisions to need several pages.
  await insertDecisions(
    db,
    boardId,
    Array.from({ length: 30 }, (_, i) => ({
      title: `Routine matter ${i + 1}`,
      decidedOn: "2024-01-01",
      outcome: "Noted" as const,
      text: "Received and noted. ".repeat(20),
    })),
  );
  const owner = await clientWithSession(db, server.url, ownerId);
  await owner.post(`/api/organisations/${boardId}/decisions/${budgetId}/amendments`, {
    correction: "The budget was for 2028.",
    reason: "Wrong year",
  });
  shown = await helveticaShown();
});

afterAll(async () => {
  await server.close();
});

function download(query = "") {
  return fetch(`${server.url}/api/organisations/${boardId}/decisions/register.pdf${query}`, {
    headers: { cookie: `qr_session=${secretary.cookie("qr_session")}` },
  });
}

describe("the decision register as a PDF", () => {
  it("gives every listed decision as an A4 PDF to download, page numbered", async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="decision-register-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // When it was printed, on the organisation's clock, the zone named.
    expect(pdfText(bytes).replace(/\s+/g, " ")).toMatch(
      /As at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T/,
    );
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe("Decision Register – Harbour Trust");
    const text = pdfContents(doc);
    expect(text).toContain(shown(`Page 1 of ${pages}`));
    expect(text).toContain(shown(`Page ${pages} of ${pages}`));
    expect(text).toContain(shown("All decisions"));
    expect(text).toContain(shown("Budget approved", "bold"));
    expect(text).toContain(shown("3 Mar 2026 · Approved · Carried 5–1"));
    expect(text).toContain(shown("The board approved the 2027 budget."));
    expect(text).toContain(shown("Source: Annual meeting"));
    // The date is today's, so only the rest of the line is compared (hex without its brackets).
    expect(text).toContain(
      shown("by Pat Tester: The budget was for 2028. (Reason: Wrong year)", "bold").slice(1, -1),
    );
    expect(text).toContain(shown("Routine matter 30", "bold"));
  });

  it("applies the same filters as the list", async () => {
    const res = await download("?q=budget&outcome=Approved");
    const text = pdfContents(await PDFDocument.load(new Uint8Array(await res.arrayBuffer())));
    expect(text).toContain(shown('Search: "budget" · Approved'));
    expect(text).toContain(shown("Budget approved", "bold"));
    expect(text).not.toContain(shown("Boatshed sale lost", "bold"));
    const none = await download("?q=zebra");
    const empty = pdfContents(await PDFDocument.load(new Uint8Array(await none.arrayBuffer())));
    expect(empty).toContain(shown("No decisions match these filters.", "bold"));
  });

  it("refuses bad filters with a 400", async () => {
    const res = await download("?from=2026-05-01&to=2026-01-01");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /end date must be on or after the start date/,
    );
    expect((await download("?page=2")).status).toBe(400);
  });
});
