import { eq } from "drizzle-orm";
import { formatInZone } from "../../../common/date-formatters.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import type { TakePolicy } from "../../http/send-file.js";

/** Whether the organisation lets readers take files away (Settings › Security). */
export async function downloadsAllowed(db: DbOrTx, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return readOrganisationRules(row?.settings).allowDocumentDownloads;
}

/**
 * What one person may do with the organisation's files (send-file.ts): `manager` is the
 * area's own word (library managers, meeting editors); the mark names the reader and the
 * day in the organisation's zone.
 */
export async function takePolicy(db: DbOrTx, org: OrgActor, manager: boolean): Promise<TakePolicy> {
  return {
    manager,
    downloadsAllowed: await downloadsAllowed(db, org.organisation.id),
    watermark: async () => {
      const [row] = await db
        .select({ first: people.firstName, last: people.lastName, zone: organisations.timeZone })
        .from(people)
        .innerJoin(organisations, eq(organisations.id, org.organisation.id))
        .where(eq(people.id, org.actor.personId))
        .limit(1);
      const name = row ? `${row.first} ${row.last}`.trim() : org.actor.email;
      const day = formatInZone(new Date(), row?.zone ?? "UTC", "date");
      return `${name} · ${day} · ${org.organisation.name}`;
    },
  };
}
