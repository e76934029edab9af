import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

/** Each person keeps this many past searches per organisation; older ones are removed. */
const kept = 50;

/**
 * Adds a search to the person's history, or moves it to the top when they searched the same
 * words before, and removes what falls beyond the last 50: one statement, one round trip on
 * every search. The delete sees the rows as they were and never touches the row just written (a
statement may not change one row twice), so a 51st may wait for the next search.
 */
export async function recordSearch(
  db: DbOrTx,
  organisationId: string,
  personId: string,
  searchQuery: string,
): Promise<void> {
  await db.execute(sql`with recorded as (
      insert into search_history (organisation_id, person_id, search_query)
      values (${organisationId}::uuid, ${personId}::uuid, ${searchQuery})
      on conflict (organisation_id, person_id, search_query) do update set searched_at = now()
      returning 1)
    delete from search_history h
    where h.organisation_id = ${organisationId}::uuid and h.person_id = ${personId}::uuid
      and h.search_query <> ${searchQuery}
      and h.search_query not in (
        select search_query from search_history
        where organisation_id = ${organisationId}::uuid and person_id = ${personId}::uuid
        order by searched_at desc limit ${kept - 1})
      and exists (select 1 from recorded)`);
}

/** Each person's history writes in this process, the latest last: see `recordSearchSoon`. */
const writing = new Map<string, Promise<void>>();
const writer = (organisationId: string, personId: string) => `${organisationId}|${personId}`;

/**
 * Adds the search to the history after the answer has gone: the answer never waits for the
 * history's commit. One person's writes run one after another, so two of their searches at once
 * never deadlock over the history (one pruning while the other adds); the history's own page
 * waits for them (`historyWritten`), so it always shows the search just made.
 */
export function recordSearchSoon(
  db: DbOrTx,
  organisationId: string,
  personId: string,
  searchQuery: string,
  onFailure: (err: unknown) => void,
): void {
  const key = writer(organisationId, personId);
  const write = (writing.get(key) ?? Promise.resolve())
    .then(() => recordSearch(db, organisationId, personId, searchQuery))
    .catch(onFailure);
  writing.set(key, write);
  void write.then(() => {
    if (writing.get(key) === write) writing.delete(key);
  });
}

/** Resolves once the person's searches made in this process are in the history. */
export async function historyWritten(organisationId: string, personId: string): Promise<void> {
  await writing.get(writer(organisationId, personId));
}

/** Resolves once every history write in this process has finished (tests compare tables after). */
export async function allHistoryWritten(): Promise<void> {
  await Promise.all(writing.values());
}
