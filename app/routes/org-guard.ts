import type { AccessFlag } from "../../common/access.js";
import { requireOrganisation } from "./org-access.js";
import type { RouterContext } from "./root-route.js";

type GuardArgs = { context: RouterContext; params: { orgId: string } };

/** beforeLoad for a per-organisation page, optionally needing one access flag. */
export function orgGuard(flag?: AccessFlag) {
  return async ({ context, params }: GuardArgs): Promise<void> => {
    await requireOrganisation(context.queryClient, params.orgId, flag);
  };
}
