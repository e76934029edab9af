import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { committeeMessages } from "../../../common/committee-licences.js";
import type { ImportPeopleBody } from "../../../common/contracts/committees.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests, memberships } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { organisationToday } from "../interests/interest-dates.js";
import { lockCommitteeOf } from "./committee-queries.js";

/**
 * Copies board members into a committee with their board role (labelled for a
 * committee) and, if asked, their current interests. Imported people start
 * without a login there: they get access when someone invites them.
 */
export async function importPeopleFromBoard(
  db: Db,
  board: OrgActor,
  committeeId: string,
  input: ImportPeopleBody,
): Promise<{ imported: number; alreadyMembers: number; interests: number }> {
  return db.transaction(async (tx) => {
    const committee = await lockCommitteeOf(tx, board.organisation.id, committeeId);
    if (!committee || committee.deletedAt)
      throw new AppError("notFound", committeeMessages.notACommittee);
    const personIds = [...new Set(input.personIds)];
    const boardMembers = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, board.organisation.id),
          inArray(memberships.personId, personIds),
        ),
      );
    if (boardMembers.length !== personIds.length)
      throw new AppError("badRequest", committeeMessages.notBoardMembers, {
        fields: { personIds: committeeMessages.notBoardMembers },
      });
    const existing = await tx
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(
        and(eq(memberships.organisationId, committee.id), inArray(memberships.personId, personIds)),
      );
    const already = new Set(existing.map((m) => m.personId));
    const newcomers = boardMembers
      .filter((m) => !already.has(m.personId))
      .map((m) => ({
        organisationId: committee.id,
        personId: m.personId,
        role: m.role,
        tags: m.tags,
        isBoardMember: m.isBoardMember,
        loginEnabled: false,
        accessAllowed: true,
      }));
    if (newcomers.length > 0) await tx.insert(memberships).values(newcomers);

    let copied = 0;
    if (input.includeInterests && newcomers.length > 0) {
      const today = await organisationToday(tx, board.organisation.id);
      const current = await tx
        .select()
        .from(interests)
        .where(
          and(
            eq(interests.organisationId, board.organisation.id),
            inArray(
              interests.personId,
              newcomers.map((m) => m.personId),
            ),
            or(isNull(interests.endsOn), gte(interests.endsOn, today)),
          ),
        );
      if (current.length > 0) {
        await tx.insert(interests).values(
          current.map((i) => ({
            organisationId: committee.id,
            personId: i.personId,
            entity: i.entity,
            nature: i.nature,
            disclosedOn: i.disclosedOn,
            endsOn: i.endsOn,
            createdBy: board.actor.personId,
          })),
        );
      }
      copied = current.length;
    }

    for (const m of newcomers) {
      await writeAudit(tx, {
        organisationId: committee.id,
        actorPersonId: board.actor.personId,
        action: "membership.import",
        subjectType: "person",
        subjectId: m.personId,
        after: { ...m, fromBoard: board.organisation.id },
      });
    }
    await writeAudit(tx, {
      organisationId: board.organisation.id,
      actorPersonId: board.actor.personId,
      action: "committee.import",
      subjectType: "organisation",
      subjectId: committee.id,
      after: {
        personIds: newcomers.map((m) => m.personId),
        alreadyMembers: [...already],
        interests: copied,
      },
    });
    return { imported: newcomers.length, alreadyMembers: already.size, interests: copied };
  });
}
