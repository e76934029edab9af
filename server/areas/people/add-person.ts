import { and, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { addPersonBody } from "../../../common/contracts/people.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { accounts, memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { findAccountByEmail } from "../auth/account-queries.js";
import { issueInvitation } from "./issue-invitation.js";
import { fullName, loadMember, lockMembersOf } from "./member-rows.js";

export type NewPerson = z.output<typeof addPersonBody>;

/**
 * Adds a person to an organisation: with `login: "invite"` they are e-mailed an
 * invitation; with "none" they are a record (for minutes and reminders). Someone who
 * already has a Quorate account (same e-mail) is that account's person, never a copy.
 */
export async function addPerson(
  db: Db,
  org: OrgActor,
  input: NewPerson,
  baseUrl: string,
): Promise<{ personId: string; message: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    await lockMembersOf(tx, organisationId);
    if (input.email) await assertEmailNotInOrganisation(tx, organisationId, input.email);
    const account = input.email ? await findAccountByEmail(tx, input.email) : undefined;
    let personId = account?.person.id;
    if (!personId) {
      const [person] = await tx
        .insert(people)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email ?? null,
          title: input.title ?? null,
          suffix: input.suffix ?? null,
          phoneNumber: input.phoneNumber ?? null,
        })
        .returning({ id: people.id });
      if (!person) throw new Error("person insert returned nothing");
      personId = person.id;
    }
    const [existing] = await tx
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(
        and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)),
      )
      .limit(1);
    if (existing)
      throw new AppError("conflict", "That person is already a member of this organisation.", {
        fields: { email: "Already a member." },
      });
    const membership = {
      organisationId,
      personId,
      role: input.role,
      tags: input.tags,
      isBoardMember: input.isBoardMember,
      // Callers that predate invitations link an existing account at once.
      loginEnabled: input.login === undefined && account !== undefined,
      tenureStartsOn: input.tenureStartsOn ?? null,
      tenureEndsOn: input.tenureEndsOn ?? null,
    };
    await tx.insert(memberships).values(membership);
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "membership.add",
      subjectType: "person",
      subjectId: personId,
      after: membership,
    });
    const name = account ? fullName(account.person) : `${input.firstName} ${input.lastName}`;
    if (input.login === "invite" && input.email) {
      const member = await loadMember(tx, organisationId, personId);
      await issueInvitation(tx, org, member, input.email, baseUrl);
      return {
        personId,
        message: `${name} was added, and an invitation is on its way to ${input.email}. It is valid for 30 days.`,
      };
    }
    return { personId, message: `${name} was added.` };
  });
}

/** One e-mail address, one person per organisation: the second would be a duplicate card. */
export async function assertEmailNotInOrganisation(
  tx: Tx,
  organisationId: string,
  email: string,
  exceptPersonId?: string,
): Promise<void> {
  const lower = email.toLowerCase();
  const [holder] = await tx
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        or(sql`lower(${people.email}) = ${lower}`, sql`lower(${accounts.email}) = ${lower}`),
      ),
    )
    .limit(1);
  if (!holder || holder.id === exceptPersonId) return;
  const message = `${fullName(holder)} in this organisation already has the e-mail address ${email}. Open their card instead (Grant Access sends them an invitation).`;
  throw new AppError("conflict", message, { fields: { email: message } });
}
