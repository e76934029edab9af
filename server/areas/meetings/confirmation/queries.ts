import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { agendaItems, meetings, minuteConfirmations } from "../../../db/schema/index.js";
import type { FileStore } from "../../../storage/file-store.js";
import { sealedMinutesKey } from "../signing/seal-minutes.js";

/** The earlier meetings whose confirmation a Confirm Minutes item deferred (kept in the item's extra). */
export function deferredMinutesOf(extra: Record<string, unknown>): string[] {
  const list = extra.deferredMinutes;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
}

/** Earlier minutes of the organisation still waiting for confirmation (pre-selected on Confirm Minutes). */
export async function unconfirmedEarlierMinutes(db: DbOrTx, meetingId: string) {
  const [m] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!m) return [];
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      start: meetings.startTime,
      timeZone: meetings.timeZone,
    })
    .from(meetings)
    .where(
      and(
        eq(meetings.organisationId, m.organisationId),
        eq(meetings.state, "Review"),
        lt(meetings.startTime, m.startTime),
        isNull(meetings.cancelledAt),
      ),
    )
    .orderBy(desc(meetings.startTime));
  const confirmItems = await db
    .select({ extra: agendaItems.extra })
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meetingId), eq(agendaItems.type, "ConfirmMinutes")));
  const deferred = new Set(confirmItems.flatMap((i) => deferredMinutesOf(i.extra)));
  return rows.map((r) => ({
    Id: r.id,
    Title: r.title,
    StartTime: r.start.toISOString(),
    TimeZone: r.timeZone,
    DeferredHere: deferred.has(r.id),
  }));
}

/** A meeting's confirmation of its minutes, unless reversed. */
export async function currentConfirmation(db: DbOrTx, meetingId: string) {
  const [c] = await db
    .select()
    .from(minuteConfirmations)
    .where(
      and(eq(minuteConfirmations.meetingId, meetingId), isNull(minuteConfirmations.reversedAt)),
    )
    .limit(1);
  return c;
}

/**
 * Confirmed minutes are the file frozen at confirmation, which the signatures bind; once everyone
 * asked has signed, its sealed copy (the same pages with the installation's seal).
 */
export async function confirmedMinutesPdf(
  db: DbOrTx,
  storage: FileStore,
  meetingId: string,
): Promise<Buffer | undefined> {
  const c = await currentConfirmation(db, meetingId);
  if (!c) return undefined;
  const sealedKey = await sealedMinutesKey(db, c.id);
  return (sealedKey && (await storage.get(sealedKey))) || storage.get(c.minutesPdfKey);
}
