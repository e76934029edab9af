import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { fetchPdfText } from "../../test/pdf-text.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let secretary: TestClient;
let boardId = "";
let director = { personId: "", email: "" };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url, "Harbour Trust"));
  director = await buildAccount(db, { firstName: "Mele" });
  await addMembership(db, boardId, director.personId, "Director");
});
afterAll(async () => {
  await server.close();
});

/** A meeting on the board's clock (Pacific/Auckland: NZDT in December), 6:00 pm to 8:00 pm. */
async function addMeeting(title: string, agenda = true): Promise<string> {
  const id = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title,
      date: "2026-12-03",
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  if (agenda) await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
  return id;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");
const preparedAt = /Prepared \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T/;

describe("times in PDFs and e-mails name their zone and read as words", () => {
  it("the board pack says when it was prepared, which clock its times are on, and when the meeting closes", async () => {
    const id = await addMeeting("Pack times");
    await secretary.post(`/api/meetings/${id}/transitions`, { action: "publishAgenda" });
    await server.services.jobs.drain();
    const pack = oneLine(await fetchPdfText(server.url, secretary, `/api/meetings/${id}/pack`));
    expect(pack).toMatch(preparedAt);
    expect(pack).toContain("Thursday, 3 December 2026, 6:00 pm NZDT");
    expect(pack).toContain("Times are NZDT (Pacific/Auckland).");
    // 6:00 pm plus the best-practice agenda's 85 minutes.
    expect(pack).toMatch(/Meeting closes 7:25 pm NZDT/);
  });

  it("the minutes PDF names the zone of the close", async () => {
    const id = await addMeeting("Minutes times");
    const minutes = oneLine(
      await fetchPdfText(server.url, secretary, `/api/meetings/${id}/minutes.pdf`),
    );
    expect(minutes).toContain("Thursday, 3 December 2026, 6:00 pm NZDT");
    expect(minutes).toContain("Meeting closed at 8:00 pm NZDT");
  });

  it("a cancellation e-mail says the meeting's day and time in words, with the zone", async () => {
    const id = await addMeeting("Cancelled times", false);
    await secretary.post(`/api/meetings/${id}/notices`, {
      kind: "notice",
      personIds: [director.personId],
    });
    await secretary.post(`/api/meetings/${id}/cancel`, { notify: true });
    const [cancelled] = await server.database.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.to, director.email),
          eq(mailMessages.subject, "Cancelled: Cancelled times"),
        ),
      );
    expect(cancelled?.text).toContain(
      "Cancelled times on Thursday, 3 December 2026, 6:00 pm NZDT has been cancelled.",
    );
  });
});
