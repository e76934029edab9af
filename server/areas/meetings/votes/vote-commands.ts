import { and, eq, sql } from "drizzle-orm";
import { draftDecisionWording } from "../../../../common/meetings/decision-wording.js";
import { type Tally, voteOutcome } from "../../../../common/meetings/vote-math.js";
import { readOrganisationRules } from "../../../../common/organisation-settings.js";
import { utcToZoned } from "../../../../common/zoned-time.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db, DbOrTx, Tx } from "../../../db/client.js";
import {
  agendaItems,
  ballots,
  decisions,
  itemConflicts,
  meetingAttendees,
  meetings,
  organisations,
  votes,
} from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit } from "../meeting-guards.js";
import { notesWithSentence } from "../minutes/minutes-text.js";
import { checkMotionPeople, type MotionPeople, personNames } from "./motion-people.js";

export type Choice = "Support" | "Oppose" | "Abstain";

/**
 * Opens the formal vote of a Vote item: voters are the board members present and not
 * conflicted. The motion's mover and seconder may be named now (members present) or at close.
 */
export async function openVote(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: { anonymous: boolean } & MotionPeople,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    if (m.state !== "InProgress")
      throw new AppError(
        "conflict",
        "Votes open while the minutes are being drafted (Draft Minutes).",
      );
    const [item] = await tx
      .select()
      .from(agendaItems)
      .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
      .limit(1);
    if (!item) throw new AppError("notFound", "That agenda item was not found.");
    if (item.type !== "Vote")
      throw new AppError("badRequest", "Only a Vote item can hold a formal vote.");
    if (!item.motion?.trim())
      throw new AppError("badRequest", "Write the motion on the item before opening the vote.", {
        fields: { motion: "Required" },
      });
    const [existing] = await tx
      .select({ id: votes.id })
      .from(votes)
      .where(eq(votes.agendaItemId, itemId))
      .limit(1);
    if (existing) throw new AppError("conflict", "This item already has a vote.");
    await checkMotionPeople(tx, meetingId, input);
    const attendees = await tx
      .select()
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    const conflicted = new Set(
      (await tx.select().from(itemConflicts).where(eq(itemConflicts.agendaItemId, itemId))).map(
        (c) => c.personId,
      ),
    );
    const eligible = attendees
      .filter(
        (a) =>
          a.personId &&
          a.isVotingMember &&
          a.status === "present" &&
          !a.departed &&
          !conflicted.has(a.personId),
      )
      .map((a) => a.personId as string);
    if (eligible.length === 0)
      throw new AppError(
        "conflict",
        "No board member is marked present to vote. Record attendance first.",
      );
    const [vote] = await tx
      .insert(votes)
      .values({
        meetingId,
        agendaItemId: itemId,
        motion: item.motion,
        anonymous: input.anonymous,
        moverPersonId: input.moverPersonId ?? null,
        seconderPersonId: input.seconderPersonId ?? null,
        eligiblePersonIds: eligible,
        openedBy: org.actor.personId,
      })
      .returning();
    if (!vote) throw new Error("vote insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "vote.open",
      subjectType: "vote",
      subjectId: vote.id,
      after: vote,
    });
    return { id: vote.id };
  });
}

async function loadVote(tx: DbOrTx, voteId: string) {
  const [vote] = await tx.select().from(votes).where(eq(votes.id, voteId)).limit(1);
  if (!vote) throw new AppError("notFound", "That vote was not found.");
  return vote;
}

async function rulesOf(tx: DbOrTx, organisationId: string) {
  const [org] = await tx
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return readOrganisationRules(org?.settings);
}

/**
 * Casts a ballot: one per person is a database rule (primary key), so concurrent
 * casts cannot double-count. The minute taker may record one for someone without login.
 */
export async function castBallot(
  db: Db,
  org: OrgActor,
  voteId: string,
  input: { choice: Choice; comment?: string; onBehalfOf?: string; mayRecordForOthers: boolean },
): Promise<void> {
  const voterId = input.onBehalfOf ?? org.actor.personId;
  if (input.onBehalfOf && !input.mayRecordForOthers)
    throw new AppError("forbidden", "Only the minute taker can record a vote for someone else.");
  const vote = await loadVote(db, voteId);
  if (vote.status === "closed") throw new AppError("conflict", "This vote has closed.");
  if (!vote.eligiblePersonIds.includes(voterId)) {
    throw new AppError(
      "forbidden",
      "You are not one of this vote's voters (board members present and without a declared conflict).",
    );
  }
  const rules = await rulesOf(db, org.organisation.id);
  await db.transaction(async (tx) => {
    const values = {
      voteId,
      personId: voterId,
      choice: input.choice,
      comment: input.comment ?? null,
      recordedBy: input.onBehalfOf ? org.actor.personId : null,
      castAt: new Date(),
    };
    const inserted = rules.allowVoteChangeUntilClose
      ? await tx
          .insert(ballots)
          .values(values)
          .onConflictDoUpdate({
            target: [ballots.voteId, ballots.personId],
            set: {
              choice: values.choice,
              comment: values.comment,
              castAt: values.castAt,
              recordedBy: values.recordedBy,
            },
          })
          .returning()
      : await tx.insert(ballots).values(values).onConflictDoNothing().returning();
    if (inserted.length === 0)
      throw new AppError("conflict", "A vote has already been recorded for this person.");
    // Re-check inside the transaction: a close that committed meanwhile wins.
    const [current] = await tx
      .select({ status: votes.status })
      .from(votes)
      .where(eq(votes.id, voteId))
      .for("share");
    if (current?.status === "closed") throw new AppError("conflict", "This vote has closed.");
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "vote.cast",
      subjectType: "vote",
      subjectId: voteId,
      after: {
        personId: voterId,
        choice: vote.anonymous ? "(secret)" : input.choice,
        recordedBy: values.recordedBy,
      },
    });
  });
}

export async function tallyOf(
  db: DbOrTx,
  voteId: string,
  eligible: readonly string[],
): Promise<Tally> {
  const rows = await db
    .select({ choice: ballots.choice, n: sql<number>`count(*)::int` })
    .from(ballots)
    .where(eq(ballots.voteId, voteId))
    .groupBy(ballots.choice);
  const count = (c: Choice) => rows.find((r) => r.choice === c)?.n ?? 0;
  const cast = rows.reduce((s, r) => s + r.n, 0);
  return {
    support: count("Support"),
    oppose: count("Oppose"),
    abstain: count("Abstain"),
    notVoted: Math.max(0, eligible.length - cast),
  };
}

/**
 * Closes a vote: outcome computed (or set by hand), decision minute written, decision
 * registered, each with the motion's mover and seconder (named at opening, or now).
 */
export async function closeVote(
  db: Db,
  org: OrgActor,
  voteId: string,
  input: { outcome?: "Approved" | "NotApproved" } & MotionPeople = {},
): Promise<{ decisionId: string }> {
  const manualOutcome = input.outcome;
  return db.transaction(async (tx: Tx) => {
    const [vote] = await tx.select().from(votes).where(eq(votes.id, voteId)).for("update").limit(1);
    if (!vote) throw new AppError("notFound", "That vote was not found.");
    if (vote.status === "closed") throw new AppError("conflict", "This vote has already closed.");
    const m = await lockMeetingForEdit(tx, vote.meetingId);
    // Only people named now are checked: someone named at opening may have left since.
    await checkMotionPeople(tx, vote.meetingId, input);
    const moverPersonId =
      input.moverPersonId !== undefined ? input.moverPersonId : vote.moverPersonId;
    const seconderPersonId =
      input.seconderPersonId !== undefined ? input.seconderPersonId : vote.seconderPersonId;
    if (moverPersonId && moverPersonId === seconderPersonId)
      throw new AppError("badRequest", "The mover and the seconder must be different people.", {
        fields: { seconderPersonId: "Choose someone other than the mover." },
      });
    const rules = await rulesOf(tx, m.organisationId);
    const tally = await tallyOf(tx, voteId, vote.eligiblePersonIds);
    const computed = voteOutcome(tally, {
      passingPercentage: rules.meetingVotePassingPercentage,
      nonVoteCountsAsSupport: rules.isMeetingNonVoteConsideredSupportingVote,
    });
    if (!rules.isMeetingVoteOutcomeCalculated && !manualOutcome)
      throw new AppError(
        "badRequest",
        "Set the outcome: this organisation decides vote outcomes by hand.",
        { fields: { outcome: "Required" } },
      );
    const outcome = rules.isMeetingVoteOutcomeCalculated
      ? computed.passed
        ? "Approved"
        : "NotApproved"
      : (manualOutcome ?? "NotApproved");
    await tx
      .update(votes)
      .set({
        status: "closed",
        closedAt: new Date(),
        outcome,
        outcomeCalculated: rules.isMeetingVoteOutcomeCalculated,
        moverPersonId,
        seconderPersonId,
      })
      .where(eq(votes.id, voteId));
    const [item] = await tx
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.id, vote.agendaItemId))
      .limit(1);
    const names = await personNames(tx, [moverPersonId, seconderPersonId]);
    const minute = draftDecisionWording({
      subject: vote.motion,
      mover: moverPersonId ? names.get(moverPersonId) : null,
      seconder: seconderPersonId ? names.get(seconderPersonId) : null,
      vote: {
        tally,
        passed: outcome === "Approved",
        notVotingCountedInSupport:
          rules.isMeetingVoteOutcomeCalculated && rules.isMeetingNonVoteConsideredSupportingVote,
      },
    });
    await tx
      .update(agendaItems)
      .set({
        ...notesWithSentence(item ?? { minutes: "", minutesDoc: null }, minute),
        minutesVersion: sql`${agendaItems.minutesVersion} + 1`,
      })
      .where(eq(agendaItems.id, vote.agendaItemId));
    const [decision] = await tx
      .insert(decisions)
      .values({
        organisationId: m.organisationId,
        meetingId: m.id,
        agendaItemId: vote.agendaItemId,
        voteId,
        source: "vote",
        title: item?.title ?? "Resolution",
        decidedOn: utcToZoned(m.startTime, m.timeZone).date,
        outcome,
        moverPersonId,
        seconderPersonId,
        text: minute,
        tally,
        createdBy: org.actor.personId,
      })
      .returning({ id: decisions.id });
    if (!decision) throw new Error("decision insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "vote.close",
      subjectType: "vote",
      subjectId: voteId,
      after: { outcome, tally, moverPersonId, seconderPersonId, decisionId: decision.id },
    });
    return { decisionId: decision.id };
  });
}

export async function voteView(db: DbOrTx, voteId: string, viewerPersonId: string) {
  const vote = await loadVote(db, voteId);
  const [meeting] = await db
    .select({ organisationId: meetings.organisationId })
    .from(meetings)
    .where(eq(meetings.id, vote.meetingId))
    .limit(1);
  const rules = await rulesOf(db, meeting?.organisationId ?? "");
  const tally = await tallyOf(db, voteId, vote.eligiblePersonIds);
  const closed = vote.status === "closed";
  const rows = await db.select().from(ballots).where(eq(ballots.voteId, voteId));
  const mine = rows.find((b) => b.personId === viewerPersonId);
  const names = await personNames(db, [vote.moverPersonId, vote.seconderPersonId]);
  const named = (id: string | null) => (id ? { PersonId: id, Name: names.get(id) ?? "" } : null);
  return {
    Id: vote.id,
    AgendaItemId: vote.agendaItemId,
    Motion: vote.motion,
    Mover: named(vote.moverPersonId),
    Seconder: named(vote.seconderPersonId),
    Anonymous: vote.anonymous,
    Status: vote.status,
    Outcome: vote.outcome,
    Eligible: vote.eligiblePersonIds,
    Tally: tally,
    MyChoice: mine?.choice ?? null,
    Rules: {
      passingPercentage: rules.meetingVotePassingPercentage,
      nonVoteCountsAsSupport: rules.isMeetingNonVoteConsideredSupportingVote,
      outcomeCalculated: rules.isMeetingVoteOutcomeCalculated,
      allowVoteChangeUntilClose: rules.allowVoteChangeUntilClose,
    },
    // Open votes show names and choices (comments stay hidden until close); anonymous votes show totals only.
    Ballots: vote.anonymous
      ? []
      : rows.map((b) => ({
          PersonId: b.personId,
          Choice: b.choice,
          Comment: closed ? b.comment : null,
        })),
  };
}

export async function meetingOfVote(db: DbOrTx, voteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organisationId: meetings.organisationId })
    .from(votes)
    .innerJoin(meetings, eq(meetings.id, votes.meetingId))
    .where(eq(votes.id, voteId))
    .limit(1);
  return row?.organisationId;
}
