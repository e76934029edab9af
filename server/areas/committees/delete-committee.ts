import { eq } from "drizzle-orm";
import { committeeMessages, licenceAvailable } from "../../../common/committee-licences.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { committeeLicencesOf } from "./committee-licences.js";
import { lockCommitteeOf } from "./committee-queries.js";

const dayMs = 24 * 60 * 60 * 1000;

/** When a committee deleted now is erased: the board's setting, never under 30 days. */
export async function eraseTimeFor(tx: DbOrTx, boardId: string, now: Date): Promise<Date> {
  const [board] = await tx
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, boardId));
  const days = readOrganisationRules(board?.settings).committeeEraseDays;
  return new Date(now.getTime() + days * dayMs);
}

/**
 * Deleting hides the committee from everyone (it no longer resolves for any route)
 * but keeps every record, so it can be restored until eraseAfter.
 */
export async function deleteCommittee(
  db: Db,
  board: OrgActor,
  committeeId: string,
  now = new Date(),
): Promise<{ eraseAfter: Date }> {
  return db.transaction(async (tx) => {
    const committee = await lockCommitteeOf(tx, board.organisation.id, committeeId);
    if (!committee) throw new AppError("notFound", committeeMessages.notACommittee);
    if (committee.deletedAt) throw new AppError("conflict", committeeMessages.alreadyDeleted);
    const eraseAfter = await eraseTimeFor(tx, board.organisation.id, now);
    await tx
      .update(organisations)
      .set({ deletedAt: now, eraseAfter, deletionScheduledAt: null })
      .where(eq(organisations.id, committee.id));
    await writeAudit(tx, {
      organisationId: board.organisation.id,
      actorPersonId: board.actor.personId,
      action: "committee.delete",
      subjectType: "organisation",
      subjectId: committee.id,
      before: { name: committee.name },
      after: { deletedAt: now.toISOString(), eraseAfter: eraseAfter.toISOString() },
    });
    return { eraseAfter };
  });
}

export async function restoreCommittee(
  db: Db,
  board: OrgActor,
  committeeId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const committee = await lockCommitteeOf(tx, board.organisation.id, committeeId);
    if (!committee) throw new AppError("notFound", committeeMessages.notACommittee);
    if (!committee.deletedAt) throw new AppError("conflict", committeeMessages.notDeleted);
    // The erasure job may not have run yet: past the window the committee is gone all the same.
    if (committee.eraseAfter && committee.eraseAfter <= now)
      throw new AppError("gone", committeeMessages.erased);
    if (!licenceAvailable(await committeeLicencesOf(tx, board.organisation.id)))
      throw new AppError("conflict", committeeMessages.noLicence);
    await tx
      .update(organisations)
      .set({ deletedAt: null, eraseAfter: null })
      .where(eq(organisations.id, committee.id));
    await writeAudit(tx, {
      organisationId: board.organisation.id,
      actorPersonId: board.actor.personId,
      action: "committee.restore",
      subjectType: "organisation",
      subjectId: committee.id,
      before: { deletedAt: committee.deletedAt.toISOString() },
      after: { name: committee.name },
    });
  });
}
