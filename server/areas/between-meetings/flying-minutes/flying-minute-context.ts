import { and, eq } from "drizzle-orm";
import { utcToZoned } from "../../../../common/zoned-time.js";
import type { Tx } from "../../../db/client.js";
import { decisions } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { organisationTimeZone } from "../../organisations/organisation-zone.js";
import type { VoteContext } from "../../votes/vote-context.js";
import { can } from "../policy.js";
import {
  checkMembers,
  countedVoters,
  flyingMinuteContextType,
  flyingMinuteVotingState,
  loadFlyingMinute,
} from "./flying-minute-record.js";
import { closeIfEveryoneVoted } from "./run-flying-minutes.js";

const notTakingBallots: Record<string, string> = {
  Draft: "Voting has not started on this flying minute.",
  Discussion: "Voting has not started yet: the flying minute is in its discussion stage.",
  OutcomePending: "Voting has ended; the outcome is being set.",
  Closed: "This vote has closed.",
  Locked: "This vote has closed.",
};

/**
 * Flying minutes as the context of a vote: the between-meetings side of the vote engine. The
 * vote is made with the flying minute (the contract answers its id at once) but takes ballots
 * only while the flying minute is VotingInProgress and before its close time; its voters are
 * those chosen less the conflicted; its rules are the organisation's flying-minute settings
 * (participation threshold, passing share, outcome by hand or calculated); the hosts (Chair,
 * Administrator, Secretary, Senior Executive) run it; its decision goes to the register.
 */
export function flyingMinuteVotes(baseUrl?: string): VoteContext {
  return {
    type: flyingMinuteContextType,
    refusals: {
      onlyRunnerRecords: "Only the flying minute's host can record a vote for someone else.",
      notAVoter: "You are not one of this flying minute's voters.",
      alreadyHasVote: "This flying minute already has a vote.",
    },
    rules: (settings) => ({
      passingPercentage: settings.flyingMinuteVotePassingPercentage,
      // Between meetings nobody is in the room: silence is never taken as support.
      nonVoteCountsAsSupport: false,
      outcomeCalculated: settings.isFlyingMinuteVoteOutcomeCalculated,
      allowChangeUntilClose: settings.allowVoteChangeUntilClose,
      participationPercentage: settings.flyingMinuteParticipationPercentage,
    }),
    runsVotes: (org) => can(org, "host"),
    opening: async (tx, id) => {
      const fm = await loadFlyingMinute(tx, id, true);
      return { organisationId: fm.organisationId, motion: fm.motion };
    },
    checkMotionPeople: async (tx, id, named) => {
      const fm = await loadFlyingMinute(tx, id);
      const ids = [named.moverPersonId, named.seconderPersonId].filter(
        (p): p is string => typeof p === "string",
      );
      await checkMembers(tx, fm.organisationId, ids, "moverPersonId");
    },
    voters: async (tx, id) => {
      const voters = countedVoters(await loadFlyingMinute(tx, id));
      if (voters.length === 0)
        throw new AppError("badRequest", "Choose at least one voter.", {
          fields: { voterPersonIds: "Choose at least one voter." },
        });
      return voters;
    },
    accepting: async (tx: Tx, id) => {
      const fm = await flyingMinuteVotingState(tx, id);
      if (fm.status !== "VotingInProgress")
        throw new AppError("conflict", notTakingBallots[fm.status] ?? "This vote has closed.");
      if (fm.voteClosesAt.getTime() <= Date.now())
        throw new AppError("conflict", "Voting on this flying minute has closed.");
    },
    closing: async (tx, id) => {
      const fm = await loadFlyingMinute(tx, id, true);
      if (fm.status !== "VotingInProgress" && fm.status !== "OutcomePending")
        throw new AppError("conflict", "Only a flying minute being voted on can be closed.");
    },
    recordDecision: async (tx, org, { vote, outcome, tally }) => {
      const fm = await loadFlyingMinute(tx, vote.contextId);
      const zone = await organisationTimeZone(tx, fm.organisationId);
      const [decision] = await tx
        .insert(decisions)
        .values({
          organisationId: fm.organisationId,
          meetingId: null,
          agendaItemId: null,
          voteId: vote.id,
          source: "flyingMinute",
          title: fm.title,
          decidedOn: utcToZoned(new Date(), zone).date,
          outcome,
          moverPersonId: vote.moverPersonId ?? fm.moverPersonId ?? fm.hostPersonId,
          seconderPersonId: vote.seconderPersonId,
          text: fm.motion,
          tally,
          createdBy: org.actor.personId,
        })
        .returning({ id: decisions.id });
      if (!decision) throw new Error("decision insert returned nothing");
      return { decisionId: decision.id };
    },
    // Given the address e-mails link to (routes), a ballot that completes the vote closes it.
    afterBallot: baseUrl
      ? async (db, id) => {
          await closeIfEveryoneVoted(db, id, baseUrl);
        }
      : undefined,
    withdrawDecision: async (tx, vote) => {
      await tx
        .delete(decisions)
        .where(and(eq(decisions.voteId, vote.id), eq(decisions.source, "flyingMinute")));
    },
  };
}
