import {
  type DecisionOutcomeFilter,
  type DecisionTally,
  decisionOutcomeFilters,
} from "../../../common/contracts/decisions.js";
import { formatDate } from "../../i18n/format.js";

/** "3 Dec 2026" for a calendar date (YYYY-MM-DD); read as UTC so no zone moves it a day. */
export function formatDecidedOn(decidedOn: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(decidedOn)
    ? formatDate(`${decidedOn}T00:00:00Z`, "UTC")
    : decidedOn;
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

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A vote in words: "Carried 5–1 with 1 abstention", "Lost 2–4", or "5–1" when the
 * outcome is neither approved nor not approved. Members who did not vote are added last.
 */
export function tallyInWords(outcome: string, tally: DecisionTally): string {
  const verdict = outcome === "Approved" ? "Carried " : outcome === "NotApproved" ? "Lost " : "";
  const extras: string[] = [];
  if (tally.abstain > 0) extras.push(count(tally.abstain, "abstention", "abstentions"));
  if (tally.notVoted > 0) extras.push(`${tally.notVoted} not voting`);
  const tail = extras.length > 0 ? ` with ${extras.join(" and ")}` : "";
  return `${verdict}${tally.support}–${tally.oppose}${tail}`;
}
