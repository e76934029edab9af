import {
  defaultFeatureFlags,
  type FeatureFlags,
  featureFlagNames,
} from "../../../common/feature-flags.js";
import type { DbOrTx } from "../../db/client.js";
import { featureFlagSettings } from "../../db/schema/index.js";

export type ResolvedFlags = {
  installation: FeatureFlags;
  forOrganisation(organisationId: string): FeatureFlags;
};

function isFlag(name: string): name is (typeof featureFlagNames)[number] {
  return (featureFlagNames as readonly string[]).includes(name);
}

/** Installation flags over the built-in defaults, then per-organisation overrides over those. */
export async function loadFeatureFlags(db: DbOrTx): Promise<ResolvedFlags> {
  const rows = await db.select().from(featureFlagSettings);
  const installation: FeatureFlags = { ...defaultFeatureFlags };
  const overrides = new Map<string, Partial<FeatureFlags>>();
  for (const row of rows) {
    if (!isFlag(row.flag)) continue;
    if (row.organisationId === null) {
      installation[row.flag] = row.enabled;
    } else {
      const o = overrides.get(row.organisationId) ?? {};
      o[row.flag] = row.enabled;
      overrides.set(row.organisationId, o);
    }
  }
  return {
    installation,
    forOrganisation: (organisationId) => ({ ...installation, ...overrides.get(organisationId) }),
  };
}
