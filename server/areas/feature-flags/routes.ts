import { and, eq, isNull } from "drizzle-orm";
import { featureFlagBody as flagBody } from "../../../common/contracts/feature-flags.js";
import { featureFlagsSchema } from "../../../common/contracts/me.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { DbOrTx } from "../../db/client.js";
import { featureFlagSettings } from "../../db/schema/index.js";
import { installationAdmin, organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { can } from "../organisations/policy.js";
import { forgetFeatureFlags, loadFeatureFlags } from "./feature-flag-query.js";

/** Sets (or with null, clears) one flag for the installation or one organisation. */
async function setFlag(
  db: DbOrTx,
  organisationId: string | null,
  flag: string,
  enabled: boolean | null,
): Promise<void> {
  const scope =
    organisationId === null
      ? isNull(featureFlagSettings.organisationId)
      : eq(featureFlagSettings.organisationId, organisationId);
  await db.delete(featureFlagSettings).where(and(scope, eq(featureFlagSettings.flag, flag)));
  if (enabled !== null)
    await db.insert(featureFlagSettings).values({ organisationId, flag, enabled });
}

export function registerFeatureFlagRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const tags = ["feature flags"];

  app.put(
    "/api/feature-flags",
    {
      schema: { tags, body: flagBody, response: { 200: featureFlagsSchema } },
      config: { access: installationAdmin },
    },
    async (request) => {
      await setFlag(db, null, request.body.flag, request.body.enabled);
      forgetFeatureFlags(db);
      return (await loadFeatureFlags(db)).installation;
    },
  );

  app.put(
    "/api/organisations/:orgId/feature-flags",
    {
      schema: { tags, params: orgParams, body: flagBody, response: { 200: featureFlagsSchema } },
      config: { access: organisationRoute("organisations", can, "manageFeatureFlags") },
    },
    async (request) => {
      const org = requireOrgActor(request);
      await db.transaction(async (tx) => {
        await setFlag(tx, org.organisation.id, request.body.flag, request.body.enabled);
        await writeAudit(tx, {
          organisationId: org.organisation.id,
          actorPersonId: org.actor.personId,
          action: "featureFlag.set",
          subjectType: "featureFlag",
          subjectId: request.body.flag,
          after: { enabled: request.body.enabled },
        });
      });
      forgetFeatureFlags(db);
      return (await loadFeatureFlags(db)).forOrganisation(org.organisation.id);
    },
  );
}
