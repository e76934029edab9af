import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { accounts, actionOwners, people } from "../../db/schema/index.js";

export type Reachable = { personId: string; firstName: string; name: string; email: string };
export type Unreachable = { personId: string; name: string; reason: string };

export const noAddress = "No e-mail address on record.";

/**
 * The owners of each action, split into those an e-mail can reach and those it
 * cannot. Owners without a login are reached through the address on their person
 * record (board-portal behaviour: they still get reminders); only owners with no
 * address at all are left out, and they are named so the sender can act.
 */
export async function ownersByAction(
  db: DbOrTx,
  actionIds: readonly string[],
): Promise<Map<string, { reachable: Reachable[]; unreachable: Unreachable[] }>> {
  const byAction = new Map<string, { reachable: Reachable[]; unreachable: Unreachable[] }>();
  for (const id of actionIds) byAction.set(id, { reachable: [], unreachable: [] });
  if (actionIds.length === 0) return byAction;
  const rows = await db
    .select({
      actionId: actionOwners.actionId,
      personId: people.id,
      first: people.firstName,
      last: people.lastName,
      email: sql<string | null>`coalesce(nullif(trim(${people.email}), ''), ${accounts.email})`,
    })
    .from(actionOwners)
    .innerJoin(people, eq(people.id, actionOwners.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(inArray(actionOwners.actionId, [...actionIds]))
    .orderBy(people.lastName, people.firstName);
  for (const r of rows) {
    const entry = byAction.get(r.actionId);
    if (!entry) continue;
    const name = `${r.first} ${r.last}`;
    if (r.email)
      entry.reachable.push({ personId: r.personId, firstName: r.first, name, email: r.email });
    else entry.unreachable.push({ personId: r.personId, name, reason: noAddress });
  }
  return byAction;
}
