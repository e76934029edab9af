import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailMessages } from "../db/schema/index.js";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import { queueMails, sendMailJob } from "./send-mail.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("many messages at once", () => {
  it("records every message and one delivery job for each, across batches, in order", async () => {
    const mails = Array.from({ length: 1_201 }, (_, i) => ({
      to: `voter${i}@example.org`,
      subject: "Flying minute approved",
      text: `Dear voter ${i}`,
      about: { type: "flyingMinute", id: "00000000-0000-4000-8000-000000000001" },
    }));
    const ids = await database.db.transaction((tx) => queueMails(tx, mails));
    expect(ids).toHaveLength(1_201);
    const stored = await database.db
      .select({ id: mailMessages.id, to: mailMessages.to })
      .from(mailMessages)
      .where(inArray(mailMessages.id, ids));
    const byId = new Map(stored.map((m) => [m.id, m.to]));
    expect(ids.map((id) => byId.get(id))).toEqual(mails.map((m) => m.to));
    const queued = await database.db
      .select({ payload: jobs.payload, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(eq(jobs.name, sendMailJob));
    const wanted = new Set(ids);
    const forThese = queued.filter((j) =>
      wanted.has(String((j.payload as { messageId?: unknown }).messageId)),
    );
    expect(forThese).toHaveLength(1_201);
    expect(forThese.every((j) => j.maxAttempts === 6)).toBe(true);
  });

  it("writes nothing for no messages", async () => {
    expect(await queueMails(database.db, [])).toEqual([]);
  });
});
