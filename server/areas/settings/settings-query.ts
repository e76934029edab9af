import { eq } from "drizzle-orm";
import type { OrganisationSettingsView } from "../../../common/contracts/organisation-settings.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import { notFound } from "../../http/app-error.js";

/** Everything the settings page shows, with every rule at its stored value or default. */
export async function loadOrganisationSettings(
  db: DbOrTx,
  organisationId: string,
): Promise<OrganisationSettingsView> {
  const [org] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!org) throw notFound("The organisation");
  return {
    Id: org.id,
    Name: org.name,
    ShortName: org.shortName,
    Country: org.country,
    Language: org.language,
    IsCommittee: org.parentId !== null,
    HasLogo: org.logoFile !== null,
    HasIcon: org.iconFile !== null,
    CanChangeCountry: false,
    rules: readOrganisationRules(org.settings),
  };
}
