import { eq } from "drizzle-orm";
import { peopleMessages } from "../../../common/contracts/people.js";
import { isGoverningRole } from "../../../common/roles.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { fullName, loadMember, lockMembersOf } from "./member-rows.js";
import { isAccountOwner } from "./policy.js";

/**
 * Make Account Owner. The policy admits only the current owner; the new owner must be
 * able to log in and be an Administrator, Chair or Secretary (they manage billing).
 */
export async function transferOwnership(
  db: Db,
  org: OrgActor,
  personId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    await lockMembersOf(tx, organisationId);
    const member = await loadMember(tx, organisationId, personId);
    const name = fullName(member.p);
    if (isAccountOwner(org, personId)) throw new AppError("conflict", peopleMessages.ownerAlready);
    if (!member.m.loginEnabled)
      throw new AppError(
        "badRequest",
        `${name} can't be the account owner. ${peopleMessages.ownerMustLogIn}`,
      );
    if (!isGoverningRole(member.m.role))
      throw new AppError(
        "badRequest",
        `${name} can't be the account owner. ${peopleMessages.ownerRole}`,
      );
    await tx
      .update(organisations)
      .set({ accountOwnerPersonId: personId })
      .where(eq(organisations.id, organisationId));
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "membership.owner",
      subjectType: "person",
      subjectId: personId,
      before: { accountOwner: org.organisation.accountOwnerPersonId },
      after: { accountOwner: personId },
    });
    return { message: `${name} is now the account owner of ${org.organisation.name}.` };
  });
}
