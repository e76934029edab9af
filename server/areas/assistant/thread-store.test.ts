import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { buildAccount } from "../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../test/test-database.js";
import {
  addMessage,
  createThread,
  ownThread,
  threadMessages,
  threadsHistory,
} from "./thread-store.js";

let database: TestDatabase;
let db: Db;
let personId = "";
let otherPersonId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  personId = (await buildAccount(db)).personId;
  otherPersonId = (await buildAccount(db)).personId;
});

afterAll(async () => {
  await database?.destroy();
});

const page = { limit: 30, afterMessageId: null, beforeMessageId: null, sort: "asc" } as const;
const texts = async (threadId: string) =>
  (await threadMessages(db, threadId, page)).map((m) => m.content[0]?.text);

describe("the thread store under questions that arrive together", () => {
  it("finds each caller's own threads in one go and refuses others' and malformed ids", async () => {
    const [mine, theirs] = await Promise.all([
      createThread(db, personId, null),
      createThread(db, otherPersonId, null),
    ]);
    const [found, refused, malformed] = await Promise.allSettled([
      ownThread(db, personId, mine.toUpperCase()),
      ownThread(db, personId, theirs),
      ownThread(db, personId, "------------------------------------"),
    ]);
    expect(found).toMatchObject({ status: "fulfilled", value: { id: mine, organisationId: null } });
    expect(refused).toMatchObject({ reason: { message: "That thread was not found." } });
    expect(malformed).toMatchObject({
      reason: { message: "Connection and thread Id are required" },
    });
  });

  it("stores every message of the moment in its own thread, names new threads, and loses none to a thread that has gone", async () => {
    const threads = await Promise.all([1, 2, 3].map(() => createThread(db, personId, null)));
    const gone = randomUUID();
    const stored = await Promise.allSettled([
      ...threads.map((t, i) =>
        addMessage(db, t, { role: "User", content: [{ text: `Question ${i}` }] }, `Question ${i}`),
      ),
      addMessage(db, gone, { role: "User", content: [{ text: "Lost" }] }, "Lost"),
    ]);
    expect(stored.map((s) => s.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
    for (const [i, t] of threads.entries()) expect(await texts(t)).toEqual([`Question ${i}`]);

    // The answers of those asks, stored together too, after their questions and not naming.
    await Promise.all(
      threads.map((t, i) =>
        addMessage(db, t, { role: "Assistant", content: [{ text: `Answer ${i}` }] }),
      ),
    );
    for (const [i, t] of threads.entries())
      expect(await texts(t)).toEqual([`Question ${i}`, `Answer ${i}`]);
    const history = await threadsHistory(db, personId, 30);
    expect(
      history
        .filter((h) => threads.includes(h.threadId))
        .map((h) => h.name)
        .sort(),
    ).toEqual(["Question 0", "Question 1", "Question 2"]);
  });

  it("keeps two questions stored together in one thread apart, in time and in pages", async () => {
    const threadId = await createThread(db, personId, null);
    await Promise.all(
      ["First", "Second"].map((text) =>
        addMessage(db, threadId, { role: "User", content: [{ text }] }),
      ),
    );
    const both = await threadMessages(db, threadId, page);
    expect(both.map((m) => m.content[0]?.text).sort()).toEqual(["First", "Second"]);
    const after = await threadMessages(db, threadId, {
      ...page,
      afterMessageId: both[0]?.id ?? null,
    });
    expect(after.map((m) => m.id)).toEqual([both[1]?.id]);
    const before = await threadMessages(db, threadId, {
      ...page,
      beforeMessageId: both[1]?.id ?? null,
    });
    expect(before.map((m) => m.id)).toEqual([both[0]?.id]);
  });

  it("keeps an answer cut off as incomplete, out of the thread's messages", async () => {
    const threadId = await createThread(db, personId, null);
    await addMessage(db, threadId, { role: "User", content: [{ text: "Why?" }] }, "Why?");
    await addMessage(db, threadId, {
      role: "Assistant",
      content: [{ text: "Because" }],
      complete: false,
    });
    expect(await texts(threadId)).toEqual(["Why?"]);
  });
});
