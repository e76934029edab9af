import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type editPersonBody, peopleMessages } from "../../../common/contracts/people.js";
import { isGoverningRole } from "../../../common/roles.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { assertEmailNotInOrganisation } from "./add-person.js";
import {
  assertAnotherAdministrator,
  loadMember,
  lockMembersOf,
  type MemberRow,
} from "./member-rows.js";
import { personAbilities } from "./policy.js";

export type PersonEdit = z.output<typeof editPersonBody>;

type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

const detailFields = ["firstName", "lastName", "email", "title", "suffix", "phoneNumber"] as const;
const membershipDetailFields = ["tags", "isBoardMember"] as const;
const tenureFields = ["tenureStartsOn", "tenureEndsOn"] as const;

/**
 * Edits a person's card. Details, role and tenure are audited as separate entries so
 * the People changes page can filter by kind. Nobody changes their own role.
 */
export async function editPerson(
  db: Db,
  org: OrgActor,
  personId: string,
  input: PersonEdit,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    await lockMembersOf(tx, organisationId);
    const member = await loadMember(tx, organisationId, personId);
    await checkRoleChange(tx, org, member, input);
    if (input.email !== undefined && input.email !== member.p.email) {
      if (member.accountEmail !== null)
        throw new AppError("badRequest", peopleMessages.emailOfAccount, {
          fields: { email: peopleMessages.emailOfAccount },
        });
      if (input.email)
        await assertEmailNotInOrganisation(tx, organisationId, input.email, personId);
    }
    const tenure = {
      tenureStartsOn:
        input.tenureStartsOn === undefined ? member.m.tenureStartsOn : input.tenureStartsOn,
      tenureEndsOn: input.tenureEndsOn === undefined ? member.m.tenureEndsOn : input.tenureEndsOn,
    };
    if (tenure.tenureStartsOn && tenure.tenureEndsOn && tenure.tenureEndsOn < tenure.tenureStartsOn)
      throw new AppError("badRequest", peopleMessages.endBeforeStart, {
        fields: { tenureEndsOn: peopleMessages.endBeforeStart },
      });

    const details = changed(member.p, input, detailFields);
    const membershipDetails = changed(member.m, input, membershipDetailFields);
    const role = changed(member.m, input, ["role"] as const);
    const tenureChange = changed(member.m, input, tenureFields);
    if (Object.keys(details.after).length > 0)
      await tx
        .update(people)
        .set({ ...details.after, updatedAt: new Date() })
        .where(eq(people.id, personId));
    const membershipUpdate = { ...membershipDetails.after, ...role.after, ...tenureChange.after };
    if (Object.keys(membershipUpdate).length > 0)
      await tx
        .update(memberships)
        .set(membershipUpdate)
        .where(
          and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)),
        );

    const entries: [string, Changes][] = [
      ["membership.edit", merge(details, membershipDetails)],
      ["membership.role", role],
      ["membership.tenure", tenureChange],
    ];
    for (const [action, change] of entries) {
      if (Object.keys(change.after).length === 0) continue;
      await writeAudit(tx, {
        organisationId,
        actorPersonId: org.actor.personId,
        action,
        subjectType: "person",
        subjectId: personId,
        before: change.before,
        after: change.after,
      });
    }
    return { message: "Changes saved." };
  });
}

async function checkRoleChange(tx: Tx, org: OrgActor, member: MemberRow, input: PersonEdit) {
  if (input.role === undefined || input.role === member.m.role) return;
  if (!personAbilities(org, member.p.id).changeRole)
    throw new AppError("badRequest", peopleMessages.ownRole, {
      fields: { role: peopleMessages.ownRole },
    });
  if (org.organisation.accountOwnerPersonId === member.p.id && !isGoverningRole(input.role)) {
    const message = `${peopleMessages.ownerRole} Make someone else the account owner first.`;
    throw new AppError("badRequest", message, { fields: { role: message } });
  }
  if (input.role !== "Administrator")
    await assertAnotherAdministrator(tx, org.organisation.id, member);
}

function changed<K extends keyof PersonEdit & string>(
  current: Record<K, unknown>,
  input: PersonEdit,
  keys: readonly K[],
): { before: Record<string, unknown>; after: Partial<Pick<PersonEdit, K>> } {
  const before: Record<string, unknown> = {};
  const after: Partial<Pick<PersonEdit, K>> = {};
  for (const key of keys) {
    const next = input[key];
    if (next === undefined) continue;
    const previous = current[key] ?? null;
    if (JSON.stringify(previous) === JSON.stringify(next)) continue;
    before[key] = previous;
    after[key] = next;
  }
  return { before, after };
}

function merge(a: Changes, b: Changes): Changes {
  return { before: { ...a.before, ...b.before }, after: { ...a.after, ...b.after } };
}
