import { and, eq } from "drizzle-orm";
import type { CreateFlyingMinuteBody } from "../../../../common/contracts/flying-minutes.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db, Tx } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { flyingMinutes, memberships } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { openVoteIn } from "../../votes/open-vote.js";
import { checkLibraryFiles, flyingMinuteFileLink, replaceAttachedFiles } from "../library-files.js";
import { flyingMinuteVotes } from "./flying-minute-context.js";
import { requireFlyingMinutesEntitlement } from "./flying-minute-entitlement.js";
import { checkMembers } from "./flying-minute-record.js";
import { requireFutureClose } from "./flying-minute-times.js";

/** The board's members marked as board members: the voters unless the host chooses others. */
async function boardMembers(tx: Tx, organisationId: string): Promise<string[]> {
  const rows = await tx
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.isBoardMember, true),
        eq(memberships.accessAllowed, true),
      ),
    );
  return rows.map((r) => r.personId);
}

/**
 * Creates a flying minute as a Draft (nobody but the hosts sees it) with its vote, which takes
 * no ballots until voting starts, and its papers from the library: the caller hosts it.
 */
export async function createFlyingMinute(
  db: Db,
  org: OrgActor,
  input: CreateFlyingMinuteBody,
): Promise<{ flyingMinuteId: string; voteId: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    await requireFlyingMinutesEntitlement(tx, organisationId);
    requireFutureClose(input.voteClosesAt);
    const voters = input.voterPersonIds ?? (await boardMembers(tx, organisationId));
    if (voters.length === 0)
      throw new AppError("badRequest", "Nobody is marked as a board member: choose the voters.", {
        fields: { voterPersonIds: "Choose at least one voter." },
      });
    await checkMembers(tx, organisationId, voters, "voterPersonIds");
    if (input.moverPersonId)
      await checkMembers(tx, organisationId, [input.moverPersonId], "moverPersonId");
    const files = await checkLibraryFiles(tx, org, input.documentVersionIds);
    const text = richTextToStore(input, "motion", "background");
    const [fm] = await tx
      .insert(flyingMinutes)
      .values({
        organisationId,
        title: input.title,
        // The contract takes a motion as plain text or as a document (whose text this then is).
        motion: text.motion ?? "",
        motionDoc: text.motionDoc,
        background: text.background,
        backgroundDoc: text.backgroundDoc,
        hostPersonId: org.actor.personId,
        hasDiscussion: input.hasDiscussion,
        voteStartsAt: new Date(input.voteStartsAt),
        voteClosesAt: new Date(input.voteClosesAt),
        closingReminderHours: input.closingReminderHours,
        voterPersonIds: [...new Set(voters)],
        anonymous: input.anonymous,
        emailGreeting: input.emailGreeting,
        emailComment: input.emailComment,
        moverPersonId: input.moverPersonId ?? null,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!fm) throw new Error("flying minute insert returned nothing");
    await replaceAttachedFiles(tx, flyingMinuteFileLink, fm.id, files);
    const vote = await openVoteIn(tx, org, flyingMinuteVotes(), fm.id, {
      anonymous: input.anonymous,
    });
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "flyingMinute.create",
      subjectType: "flyingMinute",
      subjectId: fm.id,
      after: { ...fm, documentVersionIds: files },
    });
    return { flyingMinuteId: fm.id, voteId: vote.id };
  });
}
