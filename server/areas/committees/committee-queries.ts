import { and, asc, eq, inArray } from "drizzle-orm";
import { licenceAvailable } from "../../../common/committee-licences.js";
import type { CommitteeList } from "../../../common/contracts/committees.js";
import { roleLabel } from "../../../common/roles.js";
import type { DbOrTx } from "../../db/client.js";
import { memberships, organisations, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { committeeLicencesOf } from "./committee-licences.js";
import { canManageCommittees } from "./policy.js";

/**
 * The board's committees. Administrators of the board see every one, deleted ones
 * too (to restore them); others see the committees they belong to.
 */
export async function listCommittees(db: DbOrTx, board: OrgActor): Promise<CommitteeList> {
  const manager = canManageCommittees(board);
  const rows = await db
    .select()
    .from(organisations)
    .where(eq(organisations.parentId, board.organisation.id))
    .orderBy(asc(organisations.name));
  const ids = rows.map((r) => r.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({
            organisationId: memberships.organisationId,
            personId: memberships.personId,
            role: memberships.role,
            accessAllowed: memberships.accessAllowed,
            loginEnabled: memberships.loginEnabled,
            firstName: people.firstName,
            lastName: people.lastName,
          })
          .from(memberships)
          .innerJoin(people, eq(people.id, memberships.personId))
          .where(inArray(memberships.organisationId, ids));
  const licences = await committeeLicencesOf(db, board.organisation.id);
  const committees = rows.flatMap((c) => {
    const own = members.filter((m) => m.organisationId === c.id);
    const mine = own.find((m) => m.personId === board.actor.personId);
    if (!manager && (!mine || c.deletedAt)) return [];
    return [
      {
        Id: c.id,
        Name: c.name,
        ShortName: c.shortName,
        Administrators: own
          .filter((m) => m.role === "Administrator")
          .map((m) => `${m.firstName} ${m.lastName}`),
        MemberCount: own.length,
        IsMember: mine !== undefined,
        AccessAllowed: (mine?.accessAllowed ?? false) && (mine?.loginEnabled ?? false),
        RoleLabel: mine ? roleLabel(mine.role, true) : null,
        MemberPersonIds: manager ? own.map((m) => m.personId) : [],
        DeletedAt: c.deletedAt?.toISOString() ?? null,
        EraseAfter: c.eraseAfter?.toISOString() ?? null,
        DeletionScheduledAt: c.deletionScheduledAt?.toISOString() ?? null,
      },
    ];
  });
  return {
    committees,
    licences: {
      Included: licences.included,
      Used: licences.used,
      OnTrial: licences.onTrial,
      Available: licenceAvailable(licences),
    },
    CanManage: manager,
    TimeZone: await organisationTimeZone(db, board.organisation.id),
  };
}

/** A committee of this board, deleted or not, locked for the caller's transaction. */
export async function lockCommitteeOf(tx: DbOrTx, boardId: string, committeeId: string) {
  const [row] = await tx
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, committeeId), eq(organisations.parentId, boardId)))
    .for("update");
  return row;
}
