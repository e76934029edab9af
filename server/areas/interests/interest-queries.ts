import { and, asc, desc, eq, gte, isNull, lt, or, type SQL } from "drizzle-orm";
import type { InterestList, InterestTab } from "../../../common/contracts/interests.js";
import type { DbOrTx } from "../../db/client.js";
import { interests, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { isCurrentInterest, organisationToday } from "./interest-dates.js";
import { can, mayEditInterestsOf } from "./policy.js";

export type InterestEntry = {
  id: string;
  personId: string;
  personName: string;
  entity: string;
  nature: string;
  disclosedOn: string;
  endsOn: string | null;
  version: number;
};

/** Current (no end date, or ending today or later) or past, as of `today`. */
export function interestTabCondition(tab: InterestTab, today: string): SQL | undefined {
  return tab === "current"
    ? or(isNull(interests.endsOn), gte(interests.endsOn, today))
    : lt(interests.endsOn, today);
}

/** One organisation's entries, by person and then most recent disclosure first. */
export async function registerEntries(
  db: DbOrTx,
  organisationId: string,
  filter: { tab?: InterestTab; today?: string; personId?: string } = {},
): Promise<InterestEntry[]> {
  const conditions: Array<SQL | undefined> = [eq(interests.organisationId, organisationId)];
  if (filter.tab && filter.today) conditions.push(interestTabCondition(filter.tab, filter.today));
  if (filter.personId) conditions.push(eq(interests.personId, filter.personId));
  const rows = await db
    .select({ i: interests, first: people.firstName, last: people.lastName })
    .from(interests)
    .innerJoin(people, eq(people.id, interests.personId))
    .where(and(...conditions))
    .orderBy(
      asc(people.lastName),
      asc(people.firstName),
      asc(interests.personId),
      desc(interests.disclosedOn),
      asc(interests.entity),
    )
    .limit(2000);
  return rows.map(({ i, first, last }) => ({
    id: i.id,
    personId: i.personId,
    personName: `${first} ${last}`,
    entity: i.entity,
    nature: i.nature,
    disclosedOn: i.disclosedOn,
    endsOn: i.endsOn,
    version: i.version,
  }));
}

/** The register's page: one tab, who is in the register, and what the caller may change. */
export async function listInterests(
  db: DbOrTx,
  org: OrgActor,
  options: { tab: InterestTab; personId?: string },
): Promise<InterestList> {
  const today = await organisationToday(db, org.organisation.id);
  const everyone = await registerEntries(db, org.organisation.id);
  const shown = everyone.filter(
    (e) =>
      isCurrentInterest(e.endsOn, today) === (options.tab === "current") &&
      (!options.personId || e.personId === options.personId),
  );
  const names = new Map(everyone.map((e) => [e.personId, e.personName]));
  return {
    interests: shown.map((e) => ({
      Id: e.id,
      PersonId: e.personId,
      PersonName: e.personName,
      Entity: e.entity,
      Nature: e.nature,
      DisclosedOn: e.disclosedOn,
      EndsOn: e.endsOn,
      Current: isCurrentInterest(e.endsOn, today),
      Version: e.version,
      CanEdit: mayEditInterestsOf(org, e.personId),
    })),
    people: [...names].map(([PersonId, Name]) => ({ PersonId, Name })),
    today,
    abilities: { CanDeclareOwn: can(org, "declare"), CanEditAnyone: can(org, "manage") },
  };
}
