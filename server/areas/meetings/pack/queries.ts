import { and, asc, eq } from "drizzle-orm";
import type { AgendaReaders, PackStatus } from "../../../../common/contracts/publishing.js";
import type { DbOrTx } from "../../../db/client.js";
import { boardPacks, memberships, people } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import type { FileToSend } from "../../../http/send-file.js";
import type { FileStore } from "../../../storage/file-store.js";
import { can } from "../policy.js";

export const packUnavailableMessage =
  "Sorry, the Board Pack for this meeting is not available. Please contact your meeting administrator for more details";

async function packOf(db: DbOrTx, meetingId: string) {
  const [pack] = await db
    .select()
    .from(boardPacks)
    .where(eq(boardPacks.meetingId, meetingId))
    .limit(1);
  return pack;
}

/** How the latest build is going, and whether a ready pack can be downloaded meanwhile. */
export async function packStatusOf(db: DbOrTx, meetingId: string): Promise<PackStatus> {
  const p = await packOf(db, meetingId);
  if (!p)
    return {
      status: "none",
      step: null,
      done: 0,
      total: 0,
      available: false,
      readyAt: null,
      pageCount: null,
      skipped: [],
      error: null,
      pageMap: [],
    };
  return {
    status: p.status,
    step: p.step,
    done: p.done,
    total: p.total,
    available: p.readyKey !== null,
    readyAt: p.readyAt?.toISOString() ?? null,
    pageCount: p.pageCount,
    skipped: p.skipped,
    error: p.error,
    // A pack built before page maps were kept maps nothing: its notes start again on rebuild.
    pageMap: p.readyKey ? p.pageMap : [],
  };
}

/** The last ready pack (kept while a newer one builds), as a file; refused when there is none. */
export async function readyPack(
  db: DbOrTx,
  storage: FileStore,
  meetingId: string,
): Promise<FileToSend> {
  const p = await packOf(db, meetingId);
  const key = p?.readyKey;
  if (!key) throw new AppError("notFound", packUnavailableMessage);
  return {
    name: "board-pack.pdf",
    mime: "application/pdf",
    open: () => storage.read(key),
    notFound: packUnavailableMessage,
  };
}

/**
 * Who will read a meeting's agenda once it is published: the members the meetings policy
 * lets read agendas (the same rule that serves them the agenda), named, in name order.
 */
export async function agendaReaders(
  db: DbOrTx,
  organisation: OrgActor["organisation"],
): Promise<AgendaReaders> {
  const rows = await db
    .select({ m: memberships, first: people.firstName, last: people.lastName })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(
      and(eq(memberships.organisationId, organisation.id), eq(memberships.accessAllowed, true)),
    )
    .orderBy(asc(people.lastName), asc(people.firstName));
  const result: AgendaReaders = { Readers: [], WithoutLogin: [], DateOnly: 0 };
  for (const { m, first, last } of rows) {
    if (!can({ membership: m, organisation }, "readAgenda")) {
      result.DateOnly += 1;
      continue;
    }
    const person = { PersonId: m.personId, FullName: `${first} ${last}` };
    (m.loginEnabled ? result.Readers : result.WithoutLogin).push(person);
  }
  return result;
}
