import { type ActionStatus, actionStatuses, actionStatusLabels } from "../../../common/actions.js";
import { calendarDate } from "../../../common/date-formatters.js";

/** "Mele Tupou (3)": an owner in the filter with how many actions they hold on this tab. */
export function ownerOptionLabel(name: string, count: number): string {
  return `${name} (${count})`;
}

export function ownerOptions(
  owners: ReadonlyArray<{ PersonId: string; Name: string; Count: number }>,
  everyoneLabel: string,
): Array<{ value: string; label: string }> {
  return [
    { value: "", label: everyoneLabel },
    ...owners.map((o) => ({ value: o.PersonId, label: ownerOptionLabel(o.Name, o.Count) })),
  ];
}

/**
 * "21 Nov 2026" for a calendar date (YYYY-MM-DD); read as UTC so no zone moves it a day.
 * Overdue dates say so in words ("21 Nov 2026 (overdue)"), never by colour alone.
 */
export function formatDueDate(
  dueDate: string,
  overdue: boolean,
  overdueWord = "overdue",
): { text: string; overdue: boolean } {
  const date = calendarDate(dueDate);
  return { text: overdue ? `${date} (${overdueWord})` : date, overdue };
}

/** The actions of one meeting, for the page reached from an action e-mail. */
export function filterByMeeting<T extends { MeetingId: string | null }>(
  actions: readonly T[],
  meetingId: string | undefined,
): T[] {
  return meetingId ? actions.filter((a) => a.MeetingId === meetingId) : [...actions];
}

/** The status's label, or the raw text when the history holds a value this version lacks. */
export function statusLabel(status: string): string {
  return (actionStatuses as readonly string[]).includes(status)
    ? actionStatusLabels[status as ActionStatus]
    : status;
}

export function statusOptions(): Array<{ value: ActionStatus; label: string }> {
  return actionStatuses.map((s) => ({ value: s, label: actionStatusLabels[s] }));
}
