import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { limits } from "../../../common/limits.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Spec §4: after a subscription change, committees not selected are deleted within
 * 30 days. Unselected committees get a deletion time 30 days on (an earlier time is
 * kept, so changing the plan twice never postpones it); selected ones lose theirs.
 * Call it inside the subscription change's transaction; the hourly job deletes them.
 */
export async function scheduleUnselectedCommitteeDeletion(
  tx: DbOrTx,
  boardId: string,
  selectedCommitteeIds: readonly string[],
  actorPersonId: string | null,
  now = new Date(),
): Promise<{ scheduled: string[]; kept: string[] }> {
  const at = new Date(now.getTime() + limits.unselectedCommitteeDeletionDays * dayMs);
  const live = and(eq(organisations.parentId, boardId), isNull(organisations.deletedAt));
  const kept =
    selectedCommitteeIds.length === 0
      ? []
      : await tx
          .update(organisations)
          .set({ deletionScheduledAt: null })
          .where(and(live, inArray(organisations.id, [...selectedCommitteeIds])))
          .returning({ id: organisations.id });
  const unselected = await tx
    .update(organisations)
    .set({ deletionScheduledAt: at })
    .where(
      and(
        live,
        isNull(organisations.deletionScheduledAt),
        selectedCommitteeIds.length === 0
          ? undefined
          : notInArray(organisations.id, [...selectedCommitteeIds]),
      ),
    )
    .returning({ id: organisations.id });
  const result = { scheduled: unselected.map((r) => r.id), kept: kept.map((r) => r.id) };
  await writeAudit(tx, {
    organisationId: boardId,
    actorPersonId,
    action: "committee.deletion.schedule",
    subjectType: "organisation",
    subjectId: boardId,
    after: { ...result, deleteAt: at.toISOString() },
  });
  return result;
}
