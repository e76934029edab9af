import { and, count, eq, isNull } from "drizzle-orm";
import type { CommitteeLicences } from "../../../common/committee-licences.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";

/** The board's licences against its committees that are not deleted. */
export async function committeeLicencesOf(db: DbOrTx, boardId: string): Promise<CommitteeLicences> {
  const [board] = await db
    .select({ status: organisations.status, included: organisations.committeeLicences })
    .from(organisations)
    .where(eq(organisations.id, boardId));
  const [used] = await db
    .select({ n: count() })
    .from(organisations)
    .where(and(eq(organisations.parentId, boardId), isNull(organisations.deletedAt)));
  return {
    included: board?.included ?? 0,
    used: used?.n ?? 0,
    onTrial: board?.status === "FreeTrial",
  };
}
