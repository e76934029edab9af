import type { DecisionTally } from "./contracts/decisions.js";

/** Outcomes as the register and its PDF say them (the app's i18n has the same words). */
export const decisionOutcomeWords: Record<string, string> = {
  Approved: "Approved",
  NotApproved: "Not approved",
  Noted: "Noted",
  Deferred: "Deferred",
};

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
