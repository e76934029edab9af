import type { AgendaItemType } from "../../common/meetings/agenda.js";
import type { MeetingState } from "../../common/meetings/meeting-state.js";
import { idKind, type MeetingPlan, type OrgPlan, type Plan } from "./plan.js";
import { mix, rngFrom, uuidFrom } from "./prng.js";
import { topics } from "./vocabulary.js";

const dayMs = 86_400_000;

/** The position of the Vote item, when a meeting has one. */
export const voteItemPosition = 4;
/** Actions are usually recorded under the Action Items item. */
export const actionItemsPosition = 3;

export function orgOf(plan: Plan, meeting: MeetingPlan): OrgPlan {
  const org = plan.orgs[meeting.org];
  if (!org) throw new Error(`no organisation ${meeting.org}`);
  return org;
}

/** The next meeting of the same organisation, if any. */
export function nextMeeting(plan: Plan, meeting: MeetingPlan): MeetingPlan | undefined {
  const next = plan.meetings[meeting.index + 1];
  return next && next.org === meeting.org ? next : undefined;
}

/** Past minutes are confirmed at the next meeting once that has happened. */
export function isConfirmed(plan: Plan, meeting: MeetingPlan): boolean {
  return meeting.isPast && nextMeeting(plan, meeting)?.isPast === true;
}

export function meetingState(plan: Plan, meeting: MeetingPlan): MeetingState {
  if (meeting.isPast) return isConfirmed(plan, meeting) ? "Complete" : "Review";
  const daysAhead = (meeting.start.getTime() - plan.options.anchor.getTime()) / dayMs;
  if (daysAhead <= 14) return "PublishedAgenda";
  if (daysAhead <= 30) return "Draft";
  return "PreAgenda";
}

export function agendaItemId(plan: Plan, meeting: MeetingPlan, position: number): string {
  return uuidFrom(
    plan.seed,
    idKind.agendaItem,
    meeting.index * plan.size.agendaItemsPerMeeting + position,
  );
}

export function hasVoteItem(plan: Plan, meeting: MeetingPlan): boolean {
  return meeting.k % plan.size.voteEvery === 0;
}

export function itemType(plan: Plan, meeting: MeetingPlan, position: number): AgendaItemType {
  const last = plan.size.agendaItemsPerMeeting - 1;
  if (position === 1) return "ConfirmMinutes";
  if (position === 2) return "InterestsRegister";
  if (position === actionItemsPosition) return "ActionItems";
  if (position === voteItemPosition && hasVoteItem(plan, meeting)) return "Vote";
  if (position === last) return "CloseMeeting";
  return "Generic";
}

/** The topic of a Generic or Vote item, stable per item. */
export function itemTopic(plan: Plan, meeting: MeetingPlan, position: number): string {
  return topics[mix(plan.seed, idKind.agendaItem, meeting.index, position) % topics.length] ?? "";
}

/** The secretary records the minutes, opens votes and confirms. */
export function secretaryOf(org: OrgPlan): number {
  return (org.members[1] ?? org.members[0])?.person ?? 0;
}

/** Board members present at a vote (capped, as a board rarely has more than 15). */
export function eligibleVoters(org: OrgPlan): number[] {
  return org.members
    .filter((m) => m.isBoardMember)
    .slice(0, 15)
    .map((m) => m.person);
}

export type Choice = "Support" | "Oppose" | "Abstain";

/** A voter's ballot, or null while an open vote still waits for it. */
export function ballotChoice(plan: Plan, meeting: MeetingPlan, voter: number): Choice | null {
  const rng = rngFrom(mix(plan.seed, idKind.vote, meeting.vote, voter));
  if (meeting.voteOpen && rng.chance(0.5)) return null;
  const r = rng.next();
  return r < 0.75 ? "Support" : r < 0.9 ? "Oppose" : "Abstain";
}

export function voteTally(plan: Plan, meeting: MeetingPlan) {
  const tally = { support: 0, oppose: 0, abstain: 0, notVoted: 0 };
  for (const voter of eligibleVoters(orgOf(plan, meeting))) {
    const choice = ballotChoice(plan, meeting, voter);
    if (choice === "Support") tally.support++;
    else if (choice === "Oppose") tally.oppose++;
    else if (choice === "Abstain") tally.abstain++;
    else tally.notVoted++;
  }
  return tally;
}

/** A calendar date `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** First global index and count of the records (actions, decisions) a past meeting carries. */
export function recordRange(plan: Plan, meeting: MeetingPlan, total: number) {
  const p = plan.pastMeetingCount;
  const x = meeting.pastOrdinal;
  if (x < 0 || p === 0) return { first: 0, count: 0 };
  const first = Math.floor((x * total) / p);
  return { first, count: Math.floor(((x + 1) * total) / p) - first };
}
