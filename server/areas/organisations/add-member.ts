import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { addMemberBody } from "../../../common/contracts/organisations.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { findAccountByEmail } from "../auth/account-queries.js";

export type NewMember = z.infer<typeof addMemberBody>;

/**
 * Adds a person to an organisation. Someone who already has a Quorate account
 * (same e-mail) is linked and can log in; anyone else is a record only until
 * invited (invitations arrive with the People area).
 */
export async function addMember(
  db: Db,
  org: OrgActor,
  input: NewMember,
): Promise<{ personId: string }> {
  return db.transaction(async (tx) => {
    const account = input.email ? await findAccountByEmail(tx, input.email) : undefined;
    let personId = account?.person.id;
    if (!personId) {
      const [person] = await tx
        .insert(people)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email ?? null,
        })
        .returning({ id: people.id });
      if (!person) throw new Error("person insert returned nothing");
      personId = person.id;
    }
    const [existing] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, org.organisation.id),
          eq(memberships.personId, personId),
        ),
      )
      .limit(1);
    if (existing)
      throw new AppError("conflict", "That person is already a member of this organisation.", {
        fields: { email: "Already a member." },
      });
    const membership = {
      organisationId: org.organisation.id,
      personId,
      role: input.role,
      tags: input.tags,
      isBoardMember: input.isBoardMember,
      loginEnabled: account !== undefined,
    };
    await tx.insert(memberships).values(membership);
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "membership.add",
      subjectType: "person",
      subjectId: personId,
      after: membership,
    });
    return { personId };
  });
}
