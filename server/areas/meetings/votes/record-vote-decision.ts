import { eq, sql } from "drizzle-orm";
import { draftDecisionWording } from "../../../../common/meetings/decision-wording.js";
import { utcToZoned } from "../../../../common/zoned-time.js";
import type { Tx } from "../../../db/client.js";
import { agendaItems, decisions, meetings } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { notFound } from "../../../http/app-error.js";
import { personNames } from "../../votes/queries.js";
import type { VoteResult } from "../../votes/vote-context.js";
import { notesWithSentence } from "../minutes/minutes-text.js";

/**
 * Where a meeting keeps a closed vote's decision: a minute worded like the decision dialog's
 * ("Moved A, seconded B, that …; carried 3–1.") added to the item's notes, and the decision in
 * the register with the vote's tally, mover and seconder.
 */
export async function recordVoteDecision(
  tx: Tx,
  org: OrgActor,
  { vote, outcome, tally, rules }: VoteResult,
): Promise<{ decisionId: string }> {
  const [row] = await tx
    .select({ item: agendaItems, meeting: meetings })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(eq(agendaItems.id, vote.contextId))
    .limit(1);
  if (!row) throw notFound("That agenda item");
  const { item, meeting } = row;
  const names = await personNames(tx, [vote.moverPersonId, vote.seconderPersonId]);
  const minute = draftDecisionWording({
    subject: vote.motion,
    mover: vote.moverPersonId ? names.get(vote.moverPersonId) : null,
    seconder: vote.seconderPersonId ? names.get(vote.seconderPersonId) : null,
    vote: {
      tally,
      passed: outcome === "Approved",
      notVotingCountedInSupport: rules.outcomeCalculated && rules.nonVoteCountsAsSupport,
    },
  });
  await tx
    .update(agendaItems)
    .set({
      ...notesWithSentence(item, minute),
      minutesVersion: sql`${agendaItems.minutesVersion} + 1`,
    })
    .where(eq(agendaItems.id, item.id));
  const [decision] = await tx
    .insert(decisions)
    .values({
      organisationId: meeting.organisationId,
      meetingId: meeting.id,
      agendaItemId: item.id,
      voteId: vote.id,
      source: "vote",
      title: item.title,
      decidedOn: utcToZoned(meeting.startTime, meeting.timeZone).date,
      outcome,
      moverPersonId: vote.moverPersonId,
      seconderPersonId: vote.seconderPersonId,
      text: minute,
      tally,
      createdBy: org.actor.personId,
    })
    .returning({ id: decisions.id });
  if (!decision) throw new Error("decision insert returned nothing");
  return { decisionId: decision.id };
}
