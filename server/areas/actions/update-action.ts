import { and, eq } from "drizzle-orm";
import type { ActionStatus } from "../../../common/actions.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { actionItems, actionOwners, actionUpdates, memberships } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { can, canUpdateAction } from "./policy.js";

export type ActionPatch = {
  status?: ActionStatus;
  note?: string;
  dueDate?: string | null;
  ownerPersonIds?: string[];
  description?: string;
};

async function loadAction(tx: Tx, org: OrgActor, actionId: string) {
  const [a] = await tx
    .select()
    .from(actionItems)
    .where(and(eq(actionItems.id, actionId), eq(actionItems.organisationId, org.organisation.id)))
    .for("update")
    .limit(1);
  if (!a) throw new AppError("notFound", "That action was not found.");
  return a;
}

/**
 * Owners update the status of their own actions and add notes; Administrator,
 * Secretary and Chair may also change owners, due date and wording, and update anyone's.
 */
export async function updateAction(
  db: Db,
  org: OrgActor,
  actionId: string,
  patch: ActionPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadAction(tx, org, actionId);
    const owners = await tx.select().from(actionOwners).where(eq(actionOwners.actionId, actionId));
    const manages = can(org, "manage");
    if (
      !canUpdateAction(
        org,
        owners.map((o) => o.personId),
      )
    )
      throw new AppError("forbidden", "You can update only actions you own.");
    const managerFields =
      patch.dueDate !== undefined ||
      patch.ownerPersonIds !== undefined ||
      patch.description !== undefined;
    if (managerFields && !manages)
      throw new AppError(
        "forbidden",
        "Only an administrator, secretary or chair can change an action's owners, due date or wording.",
      );
    if (patch.ownerPersonIds) {
      const unique = [...new Set(patch.ownerPersonIds)];
      const members = await tx
        .select({ id: memberships.personId })
        .from(memberships)
        .where(eq(memberships.organisationId, org.organisation.id));
      const memberIds = new Set(members.map((m) => m.id));
      if (unique.length === 0 || unique.some((id) => !memberIds.has(id)))
        throw new AppError("badRequest", "Choose owners from this organisation.", {
          fields: { ownerPersonIds: "Choose at least one member." },
        });
      await tx.delete(actionOwners).where(eq(actionOwners.actionId, actionId));
      await tx.insert(actionOwners).values(unique.map((personId) => ({ actionId, personId })));
    }
    const [after] = await tx
      .update(actionItems)
      .set({
        status: patch.status ?? before.status,
        dueDate: patch.dueDate === undefined ? before.dueDate : patch.dueDate,
        description: patch.description ?? before.description,
        updatedAt: new Date(),
      })
      .where(eq(actionItems.id, actionId))
      .returning();
    if (patch.note || (patch.status && patch.status !== before.status)) {
      await tx.insert(actionUpdates).values({
        actionId,
        personId: org.actor.personId,
        text: patch.note ?? "",
        statusAfter: patch.status ?? null,
      });
    }
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "action.update",
      subjectType: "action",
      subjectId: actionId,
      before,
      after: { ...after, owners: patch.ownerPersonIds },
    });
  });
}
