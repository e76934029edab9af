import { and, eq } from "drizzle-orm";
import { peopleMessages } from "../../../common/contracts/people.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { memberships } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import {
  assertAnotherAdministrator,
  endSessionsIfNowhereLeft,
  fullName,
  loadMember,
  lockMembersOf,
  revokeOpenPermits,
} from "./member-rows.js";
import { isSelf } from "./policy.js";

/**
 * Revoke Access: the person stays in the organisation (minutes, reminders) but can no
 * longer log in to it, and an open invitation stops working. Their next request here is
 * refused; if no organisation is left to them, they are signed out everywhere.
 */
export async function revokeAccess(
  db: Db,
  org: OrgActor,
  personId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    if (isSelf(org, personId)) throw new AppError("badRequest", peopleMessages.revokeSelf);
    await lockMembersOf(tx, organisationId);
    const member = await loadMember(tx, organisationId, personId);
    await assertAnotherAdministrator(tx, organisationId, member);
    const cancelled = await revokeOpenPermits(tx, organisationId, personId);
    if (!member.m.loginEnabled && cancelled === 0)
      throw new AppError("conflict", `${fullName(member.p)} has no access to revoke.`);
    await tx
      .update(memberships)
      .set({ loginEnabled: false })
      .where(
        and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)),
      );
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "membership.revoke",
      subjectType: "person",
      subjectId: personId,
      before: { loginStatus: member.m.loginEnabled ? "CanLogin" : "InvitationPending" },
      after: { loginStatus: "NoAccess" },
    });
    await endSessionsIfNowhereLeft(tx, personId);
    return { message: `${fullName(member.p)} can no longer log in to ${org.organisation.name}.` };
  });
}
