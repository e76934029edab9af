import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { organisations } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";

export const notEntitledMessage =
  "Reports are not part of this organisation's plan. An account owner can upgrade to use them.";

/**
 * Whether the organisation's plan includes reports (spec §3 Entitlements), held on the
 * organisation record until the plans issue, as flying minutes' is.
 */
export async function entitledToReports(db: DbOrTx, organisationId: string): Promise<boolean> {
  const [org] = await db
    .select({ entitlements: organisations.entitlements })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.entitlements.Reports ?? false;
}

export async function requireReportsEntitlement(db: DbOrTx, organisationId: string): Promise<void> {
  if (!(await entitledToReports(db, organisationId)))
    throw new AppError("forbidden", notEntitledMessage);
}
