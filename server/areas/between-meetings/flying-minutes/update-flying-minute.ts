import { eq } from "drizzle-orm";
import type { UpdateFlyingMinuteBody } from "../../../../common/contracts/flying-minutes.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { flyingMinutes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { changeVoters } from "../../votes/change-voters.js";
import { restateVote } from "../../votes/restate-vote.js";
import {
  attachedFileIds,
  checkLibraryFiles,
  flyingMinuteFileLink,
  replaceAttachedFiles,
} from "../library-files.js";
import { flyingMinuteVotes } from "./flying-minute-context.js";
import {
  checkMembers,
  countedVoters,
  lockFlyingMinuteIn,
  voteIdOf,
} from "./flying-minute-record.js";
import { requireFutureClose } from "./flying-minute-times.js";
import { closeIfEveryoneVoted } from "./run-flying-minutes.js";

/** What may still change once a flying minute has started: who votes, and when it closes. */
const whileRunning = new Set<keyof UpdateFlyingMinuteBody>([
  "voterPersonIds",
  "conflictedPersonIds",
  "voteClosesAt",
  "closingReminderHours",
]);

/**
 * Edits a flying minute: anything while it is a Draft; its voters (and the conflicted), close
 * time and reminder while it runs; nothing once voting has ended. Its papers, like its motion,
 * are fixed once started: voters decide on what they were given. The vote follows: its motion
 * and secrecy while a Draft, its voters whenever they change (and, voting, it closes if everyone
 * left has voted).
 */
export async function updateFlyingMinute(
  db: Db,
  org: OrgActor,
  flyingMinuteId: string,
  patch: UpdateFlyingMinuteBody,
  baseUrl: string,
): Promise<void> {
  // A motion or background sent as a document brings its plain text (which the vote restates).
  const body = richTextToStore(patch, "motion", "background");
  const votersChanged = await db.transaction(async (tx) => {
    const fm = await lockFlyingMinuteIn(tx, org.organisation.id, flyingMinuteId);
    const running = fm.status === "Discussion" || fm.status === "VotingInProgress";
    if (fm.status !== "Draft" && !running)
      throw new AppError(
        "conflict",
        "Voting on this flying minute has ended: it can no longer change.",
      );
    const fields = Object.keys(body) as (keyof UpdateFlyingMinuteBody)[];
    const frozen = running ? fields.filter((f) => !whileRunning.has(f)) : [];
    if (frozen.length > 0)
      throw new AppError(
        "conflict",
        "Once a flying minute has started, only its voters, close time and reminder can change.",
        { fields: Object.fromEntries(frozen.map((f) => [f, "Can no longer change."])) },
      );
    const startsAt = body.voteStartsAt ? new Date(body.voteStartsAt) : fm.voteStartsAt;
    const closesAt = body.voteClosesAt ? new Date(body.voteClosesAt) : fm.voteClosesAt;
    if (body.voteClosesAt) requireFutureClose(closesAt);
    if (closesAt <= startsAt)
      throw new AppError("badRequest", "Voting must close after it starts.", {
        fields: { voteClosesAt: "Voting must close after it starts." },
      });
    const voters = body.voterPersonIds ? [...new Set(body.voterPersonIds)] : fm.voterPersonIds;
    const conflicted = body.conflictedPersonIds
      ? [...new Set(body.conflictedPersonIds)]
      : fm.conflictedPersonIds;
    if (body.voterPersonIds) await checkMembers(tx, fm.organisationId, voters, "voterPersonIds");
    if (body.conflictedPersonIds)
      await checkMembers(tx, fm.organisationId, conflicted, "conflictedPersonIds");
    if (body.moverPersonId)
      await checkMembers(tx, fm.organisationId, [body.moverPersonId], "moverPersonId");
    const filesBefore = await attachedFileIds(tx, flyingMinuteFileLink, fm.id);
    const files =
      body.documentVersionIds === undefined
        ? filesBefore
        : await checkLibraryFiles(tx, org, body.documentVersionIds, filesBefore);
    const [changed] = await tx
      .update(flyingMinutes)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.motion === undefined ? {} : { motion: body.motion }),
        ...(body.motionDoc === undefined ? {} : { motionDoc: body.motionDoc }),
        ...(body.background === undefined ? {} : { background: body.background }),
        ...(body.backgroundDoc === undefined ? {} : { backgroundDoc: body.backgroundDoc }),
        ...(body.hasDiscussion === undefined ? {} : { hasDiscussion: body.hasDiscussion }),
        ...(body.anonymous === undefined ? {} : { anonymous: body.anonymous }),
        ...(body.emailGreeting === undefined ? {} : { emailGreeting: body.emailGreeting }),
        ...(body.emailComment === undefined ? {} : { emailComment: body.emailComment }),
        ...(body.moverPersonId === undefined ? {} : { moverPersonId: body.moverPersonId }),
        ...(body.closingReminderHours === undefined
          ? {}
          : { closingReminderHours: body.closingReminderHours }),
        voteStartsAt: startsAt,
        voteClosesAt: closesAt,
        voterPersonIds: voters,
        conflictedPersonIds: conflicted,
        updatedAt: new Date(),
      })
      .where(eq(flyingMinutes.id, fm.id))
      .returning();
    if (!changed) throw new Error("flying minute update returned nothing");
    if (body.documentVersionIds !== undefined)
      await replaceAttachedFiles(tx, flyingMinuteFileLink, fm.id, files);
    const context = flyingMinuteVotes();
    const voteId = await voteIdOf(tx, fm.id);
    await restateVote(tx, context, voteId, { motion: body.motion, anonymous: body.anonymous });
    if (body.voterPersonIds || body.conflictedPersonIds) {
      const counted = countedVoters(changed);
      if (counted.length === 0)
        throw new AppError(
          "badRequest",
          "Every voter would be conflicted: leave at least one who may vote.",
          {
            fields: { conflictedPersonIds: "Leave at least one voter." },
          },
        );
      await changeVoters(tx, org, context, voteId, counted);
    }
    await writeAudit(tx, {
      organisationId: fm.organisationId,
      actorPersonId: org.actor.personId,
      action: "flyingMinute.update",
      subjectType: "flyingMinute",
      subjectId: fm.id,
      before: { ...fm, documentVersionIds: filesBefore },
      after: { ...changed, documentVersionIds: files },
    });
    return (
      fm.status === "VotingInProgress" && Boolean(body.voterPersonIds || body.conflictedPersonIds)
    );
  });
  // Taking off the only voters still to vote leaves everyone voted: it closes as a ballot would.
  if (votersChanged) await closeIfEveryoneVoted(db, flyingMinuteId, baseUrl);
}
