import { and, asc, eq } from "drizzle-orm";
import type { AgendaReaders } from "../../../common/contracts/publishing.js";
import type { DbOrTx } from "../../db/client.js";
import { memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { can } from "./policy.js";

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
