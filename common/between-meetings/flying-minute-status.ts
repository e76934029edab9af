/**
 * A flying minute's life (spec §4, between-meeting statuses): Draft (the host's alone) →
 * Discussion (optional: comments before voting) → VotingInProgress → OutcomePending (when the
 * organisation sets outcomes by hand) → Closed → Locked (once the minutes that record it are
 * confirmed). "Sent" and "Approved" of the spec's list belong elsewhere: Sent is a report's
 * status, and Approved is a closed flying minute's outcome, never a status of its own
 * (docs/ARCHITECTURE.md "Between meetings").
 */
export const flyingMinuteStatuses = [
  "Draft",
  "Discussion",
  "VotingInProgress",
  "OutcomePending",
  "Closed",
  "Locked",
] as const;
export type FlyingMinuteStatus = (typeof flyingMinuteStatuses)[number];

/** The spec's vote outcomes of a between-meeting item, as the API names them. */
export const betweenMeetingOutcomes = ["approved", "not approved", "not set", "sent"] as const;
export type BetweenMeetingOutcome = (typeof betweenMeetingOutcomes)[number];

export const flyingMinuteStatusLabels: Record<FlyingMinuteStatus, string> = {
  Draft: "Draft",
  Discussion: "Discussion",
  VotingInProgress: "Voting in progress",
  OutcomePending: "Outcome pending",
  Closed: "Closed",
  Locked: "Locked",
};

/** Closing reminder choices: hours before the close, null for Never; 2 hours unless chosen. */
export const closingReminderChoices = [null, 2, 8, 24] as const;
export type ClosingReminderHours = (typeof closingReminderChoices)[number];
export const defaultClosingReminderHours: ClosingReminderHours = 2;

/** Whether a flying minute's voters still have something to do: it shows among the open ones. */
export function isOpenFlyingMinute(status: FlyingMinuteStatus): boolean {
  return status === "Discussion" || status === "VotingInProgress" || status === "OutcomePending";
}

/**
 * The moves a host may ask for from a status. Voting ends in OutcomePending only where the
 * organisation sets outcomes by hand; where the tally decides, it closes at once. A closed
 * flying minute may be reopened until the minutes that record it are confirmed (Locked).
 */
export function hostMoves(
  status: FlyingMinuteStatus,
  outcomeCalculated: boolean,
): readonly FlyingMinuteStatus[] {
  switch (status) {
    case "Draft":
      return ["Discussion", "VotingInProgress"];
    case "Discussion":
      return ["VotingInProgress"];
    case "VotingInProgress":
      return outcomeCalculated ? ["Closed"] : ["OutcomePending", "Closed"];
    case "OutcomePending":
      return ["Closed", "VotingInProgress"];
    case "Closed":
      return ["VotingInProgress"];
    case "Locked":
      return [];
  }
}

/** What a closed flying minute's engine outcome reads as in the spec's words. */
export function outcomeOf(
  status: FlyingMinuteStatus,
  voteOutcome: "Approved" | "NotApproved" | null,
): BetweenMeetingOutcome {
  if ((status === "Closed" || status === "Locked") && voteOutcome)
    return voteOutcome === "Approved" ? "approved" : "not approved";
  return "not set";
}
