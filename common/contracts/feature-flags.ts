import { z } from "zod";
import { featureFlagNames } from "../feature-flags.js";

// Feature flags (server/areas/feature-flags/routes.ts); the flags in force come back as
// featureFlagsSchema (contracts/me.ts), as /api/me sends them.

/** Sets one flag, or with null clears it so the wider setting applies. */
export const featureFlagBody = z.strictObject({
  flag: z.enum(featureFlagNames),
  enabled: z.boolean().nullable(),
});
