import {
  type DecisionOutcomeFilter,
  decisionOutcomeFilters,
} from "../../../common/contracts/decisions.js";
import { calendarDate } from "../../../common/date-formatters.js";

// The tally reads the same on the page, in the CSV and in the server's PDF.
export { tallyInWords } from "../../../common/decision-words.js";

/** "3 Dec 2026" for a calendar date (YYYY-MM-DD); no zone moves it a day. */
export function formatDecidedOn(decidedOn: string): string {
  return calendarDate(decidedOn);
}

export function isKnownOutcome(outcome: string): outcome is DecisionOutcomeFilter {
  return (decisionOutcomeFilters as readonly string[]).includes(outcome);
}

/** Badge colours; the badge always carries the outcome in words too. */
export function outcomeColor(outcome: string): string {
  switch (outcome) {
    case "Approved":
      return "green";
    case "NotApproved":
      return "red";
    case "Deferred":
      return "yellow";
    default:
      return "gray";
  }
}
