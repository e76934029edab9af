import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { NamedOrganisation, NamedPerson } from "../../understanding/question-analysis.js";

/** Zones where dates in figures put the month first: the United States and Canada. */
export const monthFirstZones =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Nome|Boise|Detroit|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+|Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Swift_Current|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Yellowknife|Iqaluit|Rankin_Inlet|Cambridge_Bay|Inuvik)|Pacific\/Honolulu|US\/\w+|Canada\/\w+)$/;

/** The people of the organisations read: the names a question may mention. */
export async function peopleOf(
  db: DbOrTx,
  organisationIds: readonly string[],
): Promise<NamedPerson[]> {
  if (organisationIds.length === 0) return [];
  return queryRows<NamedPerson>(
    db,
    sql`select distinct p.id, p.first_name as first, p.last_name as last
        from memberships ms join people p on p.id = ms.person_id
        where ms.organisation_id = any(${uuidList(organisationIds)})`,
  );
}

/** How a governance document names the holder of each role ("I" in "what can I approve?"). */
const roleWords: Partial<Record<string, readonly string[]>> = {
  Chairman: ["chair", "chairperson", "chairman"],
  PersonalAssistant: ["secretary"],
  ExecutiveDirector: ["chief executive", "ceo", "executive"],
  Director: ["trustee", "director", "member"],
  Administrator: ["administrator"],
};

/** The words for the roles the asker holds in the organisations read. */
export async function askerRoleWords(
  db: DbOrTx,
  personId: string,
  organisationIds: readonly string[],
): Promise<string[]> {
  if (organisationIds.length === 0) return [];
  const rows = await queryRows<{ role: string }>(
    db,
    sql`select distinct role from memberships
        where person_id = ${personId}::uuid and organisation_id = any(${uuidList(organisationIds)})`,
  );
  return rows.flatMap((r) => roleWords[r.role] ?? []);
}

/** The organisations read, with their short names ("F&R"), as a question may name them. */
export async function namesOf(
  db: DbOrTx,
  organisations: readonly { id: string }[],
): Promise<NamedOrganisation[]> {
  if (organisations.length === 0) return [];
  return queryRows<NamedOrganisation>(
    db,
    sql`select id, name, short_name as "shortName" from organisations
        where id = any(${uuidList(organisations.map((o) => o.id))})`,
  );
}
