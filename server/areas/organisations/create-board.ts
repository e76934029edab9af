import { limits } from "../../../common/limits.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { memberships, organisations } from "../../db/schema/index.js";

export type NewBoard = { name: string; shortName?: string; country: string };

/** The creator becomes the board's account owner and Administrator; the board starts a free trial. */
export async function createBoard(
  db: Db,
  creatorPersonId: string,
  input: NewBoard,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({
        name: input.name,
        shortName: input.shortName || input.name.slice(0, limits.organisationShortNameMax),
        country: input.country.toUpperCase(),
        status: "FreeTrial",
        trialStartDate: new Date(),
        trialDurationInDays: limits.trialDurationDays,
        accountOwnerPersonId: creatorPersonId,
      })
      .returning();
    if (!org) throw new Error("organisation insert returned nothing");
    const membership = {
      organisationId: org.id,
      personId: creatorPersonId,
      role: "Administrator" as const,
      isBoardMember: true,
      loginEnabled: true,
    };
    await tx.insert(memberships).values(membership);
    await writeAudit(tx, {
      organisationId: org.id,
      actorPersonId: creatorPersonId,
      action: "organisation.create",
      subjectType: "organisation",
      subjectId: org.id,
      after: org,
    });
    await writeAudit(tx, {
      organisationId: org.id,
      actorPersonId: creatorPersonId,
      action: "membership.add",
      subjectType: "person",
      subjectId: creatorPersonId,
      after: membership,
    });
    return { id: org.id };
  });
}
