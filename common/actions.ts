/** Spec §4 action statuses; Done and Cancelled are the completed ones. */
export const actionStatuses = ["NotStarted", "InProgress", "OnHold", "Done", "Cancelled"] as const;
export type ActionStatus = (typeof actionStatuses)[number];

export const actionStatusLabels: Record<ActionStatus, string> = {
  NotStarted: "Not started",
  InProgress: "In progress",
  OnHold: "On hold",
  Done: "Completed",
  Cancelled: "Cancelled",
};

export function isCompleted(status: ActionStatus): boolean {
  return status === "Done" || status === "Cancelled";
}

/** Overdue: not completed and due before today (dates are calendar dates in the organisation's zone). */
export function isOverdue(status: ActionStatus, dueDate: string | null, today: string): boolean {
  return !isCompleted(status) && dueDate !== null && dueDate < today;
}
