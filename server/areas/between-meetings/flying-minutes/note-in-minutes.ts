import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { dateTimeInZone } from "../../../../common/date-formatters.js";
import { readOrganisationRules } from "../../../../common/organisation-settings.js";
import { tallyPhrase } from "../../../../common/votes/vote-math.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Tx } from "../../../db/client.js";
import {
  agendaItems,
  decisions,
  flyingMinutes,
  organisations,
  votes,
} from "../../../db/schema/index.js";
import { notesWithSentence } from "../../meetings/minutes/minutes-text.js";
import { flyingMinuteContextType } from "./flying-minute-record.js";

type MeetingFacts = { id: string; organisationId: string; timeZone: string };

/**
 * When a meeting starts taking minutes, the flying minutes closed since the last minutes that
 * noted any are written under its Confirm Minutes item for noting ("Flying minute noted: …;
 * approved, carried 3–1"), where the organisation includes them (a setting, on unless turned
 * off). A meeting without a Confirm Minutes item notes nothing; the next one that has one will.
 * Called inside the meeting's state change.
 */
export async function noteFlyingMinutesInMinutes(tx: Tx, meeting: MeetingFacts): Promise<number> {
  const [org] = await tx
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, meeting.organisationId))
    .limit(1);
  if (!readOrganisationRules(org?.settings).includeFlyingMinutesInMinutes) return 0;
  const [item] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meeting.id), eq(agendaItems.type, "ConfirmMinutes")))
    .orderBy(asc(agendaItems.position))
    .limit(1)
    .for("update");
  if (!item) return 0;
  const closed = await tx
    .select({ fm: flyingMinutes, outcome: votes.outcome })
    .from(flyingMinutes)
    .innerJoin(
      votes,
      and(eq(votes.contextType, flyingMinuteContextType), eq(votes.contextId, flyingMinutes.id)),
    )
    .where(
      and(
        eq(flyingMinutes.organisationId, meeting.organisationId),
        eq(flyingMinutes.status, "Closed"),
        isNull(flyingMinutes.notedInMeetingId),
      ),
    )
    .orderBy(asc(flyingMinutes.closedAt))
    .for("update", { of: flyingMinutes });
  if (closed.length === 0) return 0;
  let notes = { minutes: item.minutes, minutesDoc: item.minutesDoc };
  for (const { fm, outcome } of closed) {
    const decided = await decisionTally(tx, fm.id);
    const result = outcome === "Approved" ? "approved" : "not approved";
    const tally = decided ? `, ${tallyPhrase(decided, outcome === "Approved")}` : "";
    const when = fm.closedAt
      ? ` (voting closed ${dateTimeInZone(fm.closedAt, meeting.timeZone)})`
      : "";
    notes = notesWithSentence(
      notes,
      `Flying minute noted: "${fm.title}" — that ${fm.motion.replace(/^that\s+/i, "").replace(/[.\s]+$/, "")}; ${result}${tally}${when}.`,
    );
  }
  await tx
    .update(agendaItems)
    .set({ ...notes, minutesVersion: item.minutesVersion + 1 })
    .where(eq(agendaItems.id, item.id));
  const ids = closed.map((c) => c.fm.id);
  await tx
    .update(flyingMinutes)
    .set({ notedInMeetingId: meeting.id })
    .where(inArray(flyingMinutes.id, ids));
  await writeAudit(tx, {
    organisationId: meeting.organisationId,
    actorPersonId: null,
    action: "flyingMinute.noted",
    subjectType: "meeting",
    subjectId: meeting.id,
    after: { flyingMinuteIds: ids, agendaItemId: item.id },
  });
  return ids.length;
}

async function decisionTally(tx: Tx, flyingMinuteId: string) {
  const [row] = await tx
    .select({ tally: decisions.tally })
    .from(decisions)
    .innerJoin(votes, eq(votes.id, decisions.voteId))
    .where(and(eq(votes.contextType, flyingMinuteContextType), eq(votes.contextId, flyingMinuteId)))
    .limit(1);
  return row?.tally ?? null;
}

/**
 * The minutes that noted flying minutes are confirmed: those flying minutes are Locked (no
 * reopening); a reversed confirmation unlocks them again. Called inside the confirmation.
 */
export async function lockFlyingMinutesNotedIn(
  tx: Tx,
  meetingId: string,
  locked: boolean,
): Promise<void> {
  await tx
    .update(flyingMinutes)
    .set(
      locked
        ? { status: "Locked", lockedAt: new Date(), updatedAt: new Date() }
        : { status: "Closed", lockedAt: null, updatedAt: new Date() },
    )
    .where(
      and(
        eq(flyingMinutes.notedInMeetingId, meetingId),
        eq(flyingMinutes.status, locked ? "Closed" : "Locked"),
      ),
    );
}
