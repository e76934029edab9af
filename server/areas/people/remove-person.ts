import { and, eq } from "drizzle-orm";
import { peopleMessages } from "../../../common/contracts/people.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { memberships } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { closePersonInterests } from "../interests/close-person-interests.js";
import {
  assertAnotherAdministrator,
  endSessionsIfNowhereLeft,
  fullName,
  loadMember,
  lockMembersOf,
  revokeOpenPermits,
} from "./member-rows.js";
import { isAccountOwner, isSelf } from "./policy.js";

/**
 * Remove: the membership ends (it is deleted, and the audit entry keeps what it was), their
 * open interests are closed as of today and any invitation stops working. The person row
 * stays, so minutes, votes and signatures remain attributed to them.
 */
export async function removePerson(
  db: Db,
  org: OrgActor,
  personId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    if (isSelf(org, personId)) throw new AppError("badRequest", peopleMessages.removeSelf);
    if (isAccountOwner(org, personId)) throw new AppError("conflict", peopleMessages.removeOwner);
    await lockMembersOf(tx, organisationId);
    const member = await loadMember(tx, organisationId, personId);
    await assertAnotherAdministrator(tx, organisationId, member);
    const interestsClosed = await closePersonInterests(
      tx,
      organisationId,
      personId,
      org.actor.personId,
    );
    await revokeOpenPermits(tx, organisationId, personId);
    await tx
      .delete(memberships)
      .where(
        and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)),
      );
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "membership.remove",
      subjectType: "person",
      subjectId: personId,
      before: {
        firstName: member.p.firstName,
        lastName: member.p.lastName,
        role: member.m.role,
        tags: member.m.tags,
        isBoardMember: member.m.isBoardMember,
        loginEnabled: member.m.loginEnabled,
        tenureStartsOn: member.m.tenureStartsOn,
        tenureEndsOn: member.m.tenureEndsOn,
      },
      after: { interestsClosed },
    });
    if (member.m.loginEnabled) await endSessionsIfNowhereLeft(tx, personId);
    return { message: `${fullName(member.p)} was removed from ${org.organisation.name}.` };
  });
}
