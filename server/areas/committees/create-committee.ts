import { and, eq } from "drizzle-orm";
import { committeeMessages, licenceAvailable } from "../../../common/committee-licences.js";
import { limits } from "../../../common/limits.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { memberships, organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { committeeLicencesOf } from "./committee-licences.js";

export type NewCommittee = { name: string; shortName?: string; administratorPersonId: string };

const adminMustLogIn = "The committee administrator must be a member of the board who can log in.";

/**
 * A committee is an organisation whose parent is the board. Its administrator
 * must be a login-enabled member of the board; the creator joins it too.
 */
export async function createCommittee(
  db: Db,
  board: OrgActor,
  input: NewCommittee,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, board.organisation.id),
          eq(memberships.personId, input.administratorPersonId),
        ),
      )
      .limit(1);
    if (!admin?.loginEnabled || !admin.accessAllowed) {
      throw new AppError("badRequest", adminMustLogIn, {
        fields: { administratorPersonId: adminMustLogIn },
      });
    }
    const [parent] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, board.organisation.id))
      .limit(1);
    if (!parent) throw new AppError("notFound", "The board was not found.");
    if (!licenceAvailable(await committeeLicencesOf(tx, parent.id)))
      throw new AppError("conflict", committeeMessages.noLicence);
    const [committee] = await tx
      .insert(organisations)
      .values({
        name: input.name,
        shortName: input.shortName || input.name.slice(0, limits.organisationShortNameMax),
        country: parent.country,
        language: parent.language,
        timeZone: parent.timeZone,
        parentId: parent.id,
        status: parent.status,
        trialStartDate: parent.trialStartDate,
        trialDurationInDays: parent.trialDurationInDays,
        accountOwnerPersonId: parent.accountOwnerPersonId,
      })
      .returning();
    if (!committee) throw new Error("committee insert returned nothing");
    const members = [
      {
        organisationId: committee.id,
        personId: input.administratorPersonId,
        role: "Administrator" as const,
        isBoardMember: true,
        loginEnabled: true,
      },
    ];
    if (board.actor.personId !== input.administratorPersonId) {
      members.push({
        organisationId: committee.id,
        personId: board.actor.personId,
        role: "Administrator" as const,
        isBoardMember: false,
        loginEnabled: true,
      });
    }
    await tx.insert(memberships).values(members);
    const actorPersonId = board.actor.personId;
    await writeAudit(tx, {
      organisationId: parent.id,
      actorPersonId,
      action: "committee.create",
      subjectType: "organisation",
      subjectId: committee.id,
      after: committee,
    });
    await writeAudit(tx, {
      organisationId: committee.id,
      actorPersonId,
      action: "organisation.create",
      subjectType: "organisation",
      subjectId: committee.id,
      after: committee,
    });
    for (const m of members) {
      await writeAudit(tx, {
        organisationId: committee.id,
        actorPersonId,
        action: "membership.add",
        subjectType: "person",
        subjectId: m.personId,
        after: m,
      });
    }
    return { id: committee.id };
  });
}
