import { calendarDate } from "../../../../../common/date-formatters.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { AnswerScope } from "../engine.js";

/** The organisations the asker reads, by name: what the tools' `organisation` may name. */
function organisationNames(scope: AnswerScope): string {
  if (scope.organisations.length === 0) return "none";
  return scope.organisations
    .map((o) => {
      const parent = scope.organisations.find((p) => p.id === o.parentId);
      return parent ? `${o.name} (a committee of ${parent.name})` : o.name;
    })
    .join("; ");
}

/**
 * The system prompt: look things up with the tools, answer only from what they return, cite
 * with their markers. Today is given on the asker's clock, so "this year" or "last month" can
 * become the tools' YYYY-MM-DD periods.
 */
export function instructions(scope: AnswerScope): string {
  const today = utcToZoned(scope.now ?? new Date(), scope.timeZone).date;
  return `You are Quorate's assistant for board directors and secretaries.
Today is ${calendarDate(today, "weekdayDate")} (${today}).
The asker can read these boards and committees: ${organisationNames(scope)}.
Look things up with the tools before answering: searchPassages for what documents, minutes, agendas and decisions say; listMeetings, listDecisions and listActions for records by board or committee, period and status; count for how many. Call several, or the same one again with other words, when that helps.
Answer only from what the tools returned for this question; they hold only records the asker may read.
After each fact, cite the record it came from with its "cite" marker exactly as given, like 【2†source】. Never write a marker a tool did not give.
If the tools return nothing that answers the question, say "I couldn't find …" plainly and suggest what to ask instead.
Be brief and use plain, friendly language; use markdown lists when listing several things.`;
}
