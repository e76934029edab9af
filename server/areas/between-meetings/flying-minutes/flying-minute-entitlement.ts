import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { organisations } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";

export const notEntitledMessage =
  "Flying minutes are not part of this organisation's plan. An account owner can upgrade to use them.";

/**
 * Whether the organisation's plan includes flying minutes (spec §3 Entitlements). Until the
 * plans issue, the organisation record holds it, set by the installation's administrator.
 */
export async function entitledToFlyingMinutes(
  db: DbOrTx,
  organisationId: string,
): Promise<boolean> {
  const [org] = await db
    .select({ entitlements: organisations.entitlements })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.entitlements.FlyingMinutes ?? false;
}

export async function requireFlyingMinutesEntitlement(
  db: DbOrTx,
  organisationId: string,
): Promise<void> {
  if (!(await entitledToFlyingMinutes(db, organisationId)))
    throw new AppError("forbidden", notEntitledMessage);
}
