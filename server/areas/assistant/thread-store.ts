import { and, asc, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor, preparedSql } from "../../db/prepared.js";
import { assistantMessages, assistantThreads, type MessagePart } from "../../db/schema/index.js";
import { HubError } from "../../hub/hub-methods.js";

export type ThreadRow = typeof assistantThreads.$inferSelect;

const ownThreadRow = preparedFor((db) =>
  db
    .select()
    .from(assistantThreads)
    .where(
      and(
        eq(assistantThreads.id, sql.placeholder("threadId")),
        eq(assistantThreads.personId, sql.placeholder("personId")),
      ),
    )
    .limit(1)
    .prepare("assistant_own_thread"),
);

/** Someone else's thread answers exactly like a missing one: ids of others are never confirmed. */
export async function ownThread(
  db: DbOrTx,
  personId: string,
  threadId: unknown,
): Promise<ThreadRow> {
  if (typeof threadId !== "string" || !/^[0-9a-f-]{36}$/i.test(threadId))
    throw new HubError("Connection and thread Id are required");
  const [thread] = await ownThreadRow(db).execute({ threadId, personId });
  if (!thread) throw new HubError("That thread was not found.");
  return thread;
}

export async function createThread(
  db: DbOrTx,
  personId: string,
  organisationId: string | null,
): Promise<string> {
  const [row] = await db
    .insert(assistantThreads)
    .values({ personId, organisationId })
    .returning({ id: assistantThreads.id });
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
      .select({ at: assistantMessages.createdAt })
      .from(assistantMessages)
      .where(and(eq(assistantMessages.id, id), eq(assistantMessages.threadId, threadId)))
      .limit(1);
    if (!m) throw new HubError("That message was not found in this thread.");
    return m.at;
  };
  const [after, before] = await Promise.all([
    edge(page.afterMessageId),
    edge(page.beforeMessageId),
  ]);
  const where: SQL[] = [
    eq(assistantMessages.threadId, threadId),
    eq(assistantMessages.complete, true),
  ];
  if (after) where.push(gt(assistantMessages.createdAt, after));
  if (before) where.push(lt(assistantMessages.createdAt, before));
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

// One statement, so one round trip and one commit before the answer starts.
const addMessageStatement = preparedSql(
  "assistant_add_message",
  sql`with added as (
      insert into ${assistantMessages} (thread_id, role, content, complete, created_at)
      values (${sql.placeholder("threadId")}::uuid, ${sql.placeholder("role")}::text,
        ${sql.placeholder("content")}::jsonb, ${sql.placeholder("complete")}::boolean,
        coalesce(${sql.placeholder("at")}::timestamptz, now()))
    )
    update ${assistantThreads}
    set updated_at = ${sql.placeholder("touchedAt")}::timestamptz,
      name = coalesce(${sql.placeholder("name")}::text, name)
    where id = ${sql.placeholder("threadId")}::uuid`,
);

/** Stores a message and touches the thread (naming it after `firstQuestion` when given). */
export async function addMessage(
  db: DbOrTx,
  threadId: string,
  message: { role: "User" | "Assistant"; content: MessagePart[]; complete?: boolean; at?: Date },
  firstQuestion?: string,
): Promise<void> {
  await addMessageStatement(db, {
    threadId,
    role: message.role,
    content: JSON.stringify(message.content),
    complete: message.complete ?? true,
    at: message.at ?? null,
    touchedAt: new Date(),
    name: firstQuestion ? threadName(firstQuestion) : null,
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
