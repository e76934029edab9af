import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import type { VoteContext, VoteOpening } from "../../votes/vote-context.js";
import { loadAgendaItem } from "../agenda/agenda-items.js";
import { lockMeetingForEdit } from "../meeting-guards.js";
import { can } from "../policy.js";
import { agendaItemContextType } from "./item-vote.js";
import { itemVoters } from "./item-voters.js";
import { checkMotionPeople } from "./motion-people.js";
import { recordVoteDecision } from "./record-vote-decision.js";

async function meetingOfItem(tx: Tx, itemId: string): Promise<string> {
  const [item] = await tx
    .select({ meetingId: agendaItems.meetingId })
    .from(agendaItems)
    .where(eq(agendaItems.id, itemId))
    .limit(1);
  if (!item) throw new AppError("notFound", "That agenda item was not found.");
  return item.meetingId;
}

/** A vote opens on a Vote item with a motion, while the minutes are being drafted. */
async function openingOnItem(tx: Tx, meetingId: string, itemId: string): Promise<VoteOpening> {
  const m = await lockMeetingForEdit(tx, meetingId);
  if (m.state !== "InProgress")
    throw new AppError(
      "conflict",
      "Votes open while the minutes are being drafted (Draft Minutes).",
    );
  const item = await loadAgendaItem(tx, meetingId, itemId);
  if (item.type !== "Vote")
    throw new AppError("badRequest", "Only a Vote item can hold a formal vote.");
  if (!item.motion?.trim())
    throw new AppError("badRequest", "Write the motion on the item before opening the vote.", {
      fields: { motion: "Required" },
    });
  return { organisationId: m.organisationId, motion: item.motion };
}

/**
 * Agenda items as the context of a vote: the meeting's side of the vote engine. Its voters are
 * the board members present and not conflicted; its rules are the organisation's meeting-vote
 * settings; the minute taker (whoever edits the meeting) runs it; its decision goes into the
 * item's minutes and the register. Given the meeting an address names, an item of any other
 * meeting is not found.
 */
export function agendaItemVotes(onMeeting?: string): VoteContext {
  return {
    type: agendaItemContextType,
    refusals: {
      onlyRunnerRecords: "Only the minute taker can record a vote for someone else.",
      notAVoter:
        "You are not one of this vote's voters (board members present and without a declared conflict).",
      alreadyHasVote: "This item already has a vote.",
    },
    rules: (settings) => ({
      passingPercentage: settings.meetingVotePassingPercentage,
      nonVoteCountsAsSupport: settings.isMeetingNonVoteConsideredSupportingVote,
      outcomeCalculated: settings.isMeetingVoteOutcomeCalculated,
      allowChangeUntilClose: settings.allowVoteChangeUntilClose,
    }),
    runsVotes: (org) => can(org, "edit"),
    opening: async (tx, itemId) =>
      openingOnItem(tx, onMeeting ?? (await meetingOfItem(tx, itemId)), itemId),
    checkMotionPeople: async (tx, itemId, named) =>
      checkMotionPeople(tx, await meetingOfItem(tx, itemId), named),
    voters: async (tx, itemId) => itemVoters(tx, await meetingOfItem(tx, itemId), itemId),
    closing: async (tx, itemId) => {
      await lockMeetingForEdit(tx, await meetingOfItem(tx, itemId));
    },
    recordDecision: recordVoteDecision,
  };
}
