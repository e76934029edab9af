import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedSql } from "../../db/prepared.js";
import { assistantMessages, assistantThreads, type MessagePart } from "../../db/schema/index.js";
import { tickBatch, tickBatchByKey } from "../../db/tick-batch.js";
import { HubError } from "../../hub/hub-methods.js";

const uuidForm = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OwnThreadKey = { threadId: string; personId: string };
export type UsableThreadRow = { id: string; organisationId: string | null; name: string };

const ownThreadRows = preparedSql<{
  id: string;
  person_id: string;
  organisation_id: string | null;
  name: string;
}>(
  "assistant_own_threads",
  sql`select t.id, t.person_id, t.organisation_id, t.name
    from unnest(${sql.placeholder("threadIds")}::uuid[], ${sql.placeholder("personIds")}::uuid[])
      as k(thread_id, person_id)
    join ${assistantThreads} t on t.id = k.thread_id and t.person_id = k.person_id`,
);

// Every call of the assistant looks its thread up: the questions that arrive together share one.
const ownThreadRow = tickBatchByKey({
  // PostgreSQL answers with lowercase ids; a client may send one in capitals.
  keyOf: (k: OwnThreadKey) => `${k.threadId.toLowerCase()}|${k.personId}`,
  rowKey: (r: { id: string; person_id: string }) => `${r.id}|${r.person_id}`,
  run: (db, keys: readonly OwnThreadKey[]) =>
    ownThreadRows(db, {
      threadIds: keys.map((k) => k.threadId),
      personIds: keys.map((k) => k.personId),
    }),
});

/** Someone else's thread answers exactly like a missing one: ids of others are never confirmed. */
export async function ownThread(
  db: DbOrTx,
  personId: string,
  threadId: unknown,
): Promise<UsableThreadRow> {
  // Exactly a uuid's form: one malformed id must not fail the statement the others share.
  if (typeof threadId !== "string" || !uuidForm.test(threadId))
    throw new HubError("Connection and thread Id are required");
  const [row] = await ownThreadRow(db, { threadId, personId });
  if (!row) throw new HubError("That thread was not found.");
  return { id: row.id, organisationId: row.organisation_id, name: row.name };
}

// Every new conversation starts here, so it is prepared like the ask path.
const createThreadStatement = preparedSql<{ id: string }>(
  "assistant_create_thread",
  sql`insert into ${assistantThreads} (person_id, organisation_id)
    values (${sql.placeholder("personId")}::uuid, ${sql.placeholder("organisationId")}::uuid)
    returning id`,
);

export async function createThread(
  db: DbOrTx,
  personId: string,
  organisationId: string | null,
): Promise<string> {
  const [row] = await createThreadStatement(db, { personId, organisationId });
  if (!row) throw new Error("thread insert returned nothing");
  return row.id;
}

export async function deleteThread(db: DbOrTx, threadId: string): Promise<void> {
  await db.delete(assistantThreads).where(eq(assistantThreads.id, threadId));
}

/** The newest threads first, those with a question only (an unused new thread has no name yet). */
export async function threadsHistory(db: DbOrTx, personId: string, limit: number) {
  const rows = await db
    .select()
    .from(assistantThreads)
    .where(eq(assistantThreads.personId, personId))
    .orderBy(desc(assistantThreads.updatedAt))
    .limit(limit);
  return rows
    .filter((t) => t.name !== "")
    .map((t) => ({ threadId: t.id, name: t.name, organisationId: t.organisationId }));
}

export type StoredMessage = {
  id: string;
  threadId: string;
  role: "User" | "Assistant";
  createdAt: string;
  content: MessagePart[];
};

/** A page of a thread's messages around (after/before) a message, oldest or newest first. */
export async function threadMessages(
  db: DbOrTx,
  threadId: string,
  page: {
    limit: number;
    afterMessageId: string | null;
    beforeMessageId: string | null;
    sort: "asc" | "desc";
  },
): Promise<StoredMessage[]> {
  const edge = async (id: string | null) => {
    if (!id) return null;
    const [m] = await db
      .select({ id: assistantMessages.id })
      .from(assistantMessages)
      .where(and(eq(assistantMessages.id, id), eq(assistantMessages.threadId, threadId)))
      .limit(1);
    if (!m) throw new HubError("That message was not found in this thread.");
    return m.id;
  };
  const [after, before] = await Promise.all([
    edge(page.afterMessageId),
    edge(page.beforeMessageId),
  ]);
  // Cut at the edge message's own place in the order (time, then id), compared in the
  // database: a JavaScript Date keeps milliseconds, the column microseconds.
  const place = sql`(${assistantMessages.createdAt}, ${assistantMessages.id})`;
  const placeOf = (id: string) =>
    sql`(select e.created_at, e.id from ${assistantMessages} e where e.id = ${id})`;
  const where: SQL[] = [
    eq(assistantMessages.threadId, threadId),
    eq(assistantMessages.complete, true),
  ];
  if (after) where.push(sql`${place} > ${placeOf(after)}`);
  if (before) where.push(sql`${place} < ${placeOf(before)}`);
  const order =
    page.sort === "asc" ? asc(assistantMessages.createdAt) : desc(assistantMessages.createdAt);
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(and(...where))
    .orderBy(order, page.sort === "asc" ? asc(assistantMessages.id) : desc(assistantMessages.id))
    .limit(page.limit);
  return rows.map((m) => ({
    id: m.id,
    threadId: m.threadId,
    role: m.role,
    createdAt: m.createdAt.toISOString(),
    content: m.content,
  }));
}

/** A thread is named after its first question (one line, at most 60 characters). */
function threadName(question: string): string {
  const oneLine = question.replace(/\s+/g, " ").trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57).trimEnd()}…` : oneLine;
}

// One statement for every message stored in the same moment (the questions of asks that
// arrive together, then their answers): one round trip and one commit for all of them. Lists
// of text throughout, so PGlite runs it prepared too ('' for "no new name").
const addMessagesStatement = preparedSql(
  "assistant_add_messages",
  sql`with added as (
      insert into ${assistantMessages} (thread_id, role, content, complete, created_at)
      -- The clock, not now(): messages of one thread stored together must not share a time
      -- (pages of a thread are cut at a message's time).
      select m.thread_id, m.role, m.content::jsonb, m.complete::boolean, clock_timestamp()
      from unnest(${sql.placeholder("threadIds")}::uuid[], ${sql.placeholder("roles")}::text[],
        ${sql.placeholder("contents")}::text[], ${sql.placeholder("completes")}::text[])
        with ordinality as m(thread_id, role, content, complete, ord)
      order by m.ord
    )
    update ${assistantThreads} t
    set updated_at = clock_timestamp(), name = coalesce(nullif(n.name, ''), t.name)
    from unnest(${sql.placeholder("threadIds")}::uuid[], ${sql.placeholder("names")}::text[])
      as n(thread_id, name)
    where t.id = n.thread_id`,
);

type NewMessage = {
  threadId: string;
  role: "User" | "Assistant";
  content: MessagePart[];
  complete: boolean;
  name: string;
};

const addMessageBatched = tickBatch(async (db, messages: readonly NewMessage[]) => {
  await addMessagesStatement(db, {
    threadIds: messages.map((m) => m.threadId),
    roles: messages.map((m) => m.role),
    contents: messages.map((m) => JSON.stringify(m.content)),
    completes: messages.map((m) => String(m.complete)),
    names: messages.map((m) => m.name),
  });
  return messages.map(() => undefined);
});

/** Stores a message and touches the thread (naming it after `firstQuestion` when given). */
export async function addMessage(
  db: DbOrTx,
  threadId: string,
  message: { role: "User" | "Assistant"; content: MessagePart[]; complete?: boolean },
  firstQuestion?: string,
): Promise<void> {
  await addMessageBatched(db, {
    threadId,
    role: message.role,
    content: message.content,
    complete: message.complete ?? true,
    name: firstQuestion ? threadName(firstQuestion) : "",
  });
}

/** Earlier exchanges of the thread, for engines that use the conversation (oldest first). */
export async function recentHistory(db: DbOrTx, threadId: string, limit = 10) {
  const rows = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.threadId, threadId), eq(assistantMessages.complete, true)))
    .orderBy(desc(assistantMessages.createdAt))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.role, text: r.content.map((c) => c.text).join("") }));
}
