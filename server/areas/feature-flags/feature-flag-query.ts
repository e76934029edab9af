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

// Flags change rarely and are read on every /api/me: keep them a few seconds per
// process. A write in this process clears the cache at once; other processes see
// it within the TTL.
const cacheTtlMs = 5_000;
const cache = new WeakMap<object, { at: number; flags: Promise<ResolvedFlags> }>();

export function forgetFeatureFlags(db: DbOrTx): void {
  cache.delete(db);
}

export function loadFeatureFlags(db: DbOrTx): Promise<ResolvedFlags> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < cacheTtlMs) return hit.flags;
  const flags = readFeatureFlags(db);
  cache.set(db, { at: Date.now(), flags });
  flags.catch(() => cache.delete(db));
  return flags;
}

/** Installation flags over the built-in defaults, then per-organisation overrides over those. */
async function readFeatureFlags(db: DbOrTx): Promise<ResolvedFlags> {
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
