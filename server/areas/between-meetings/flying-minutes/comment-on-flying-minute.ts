import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { flyingMinuteComments } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockFlyingMinuteIn } from "./flying-minute-record.js";

/**
 * A comment on a flying minute, from anyone who reads it, while it is discussed or voted on:
 * the discussion stage exists for them, and a voter may explain a ballot beside it.
 */
export async function commentOnFlyingMinute(
  db: Db,
  org: OrgActor,
  flyingMinuteId: string,
  body: string,
): Promise<{ commentId: string }> {
  return db.transaction(async (tx) => {
    const fm = await lockFlyingMinuteIn(tx, org.organisation.id, flyingMinuteId);
    if (fm.status !== "Discussion" && fm.status !== "VotingInProgress")
      throw new AppError(
        "conflict",
        fm.status === "Draft"
          ? "Comments open when the flying minute starts."
          : "Voting has ended: comments are closed.",
      );
    const [comment] = await tx
      .insert(flyingMinuteComments)
      .values({ flyingMinuteId: fm.id, personId: org.actor.personId, body })
      .returning({ id: flyingMinuteComments.id });
    if (!comment) throw new Error("comment insert returned nothing");
    await writeAudit(tx, {
      organisationId: fm.organisationId,
      actorPersonId: org.actor.personId,
      action: "flyingMinute.comment",
      subjectType: "flyingMinute",
      subjectId: fm.id,
      after: { commentId: comment.id, body },
    });
    return { commentId: comment.id };
  });
}
