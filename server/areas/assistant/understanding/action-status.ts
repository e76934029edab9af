import type { QuestionTopic } from "./question-topic.js";

export type ActionStatusAsked =
  | "open"
  | "overdue"
  | "done"
  | "cancelled"
  | "all"
  /** "Haven't been started yet", "in progress", "on hold": open ones that stand there. */
  | "notStarted"
  | "inProgress"
  | "onHold";

/**
 * Which actions a question asks for by where they stand: overdue, cancelled, done, every one
 * ("in total"), or the open ones when it asks about actions and says nothing else; null when
 * their status is what it asks ("what happened to my action…"). `q` is the folded question.
 */
export function actionStatusAsked(
  q: string,
  topic: QuestionTopic | null,
): ActionStatusAsked | null {
  const has = (pattern: RegExp) => pattern.test(q);
  let actionStatus: ActionStatusAsked | null = null;
  // "Assigned to me that are not done yet": the open ones.
  const notDone = has(
    /\b(not|aren'?t|isn'?t|haven'?t|hasn'?t) (yet |been )?(done|complete|completed|finished|closed)\b|\bstill open\b|\boutstanding\b/,
  );
  if (has(/\b(overdue|late|past due|behind)\b/)) actionStatus = "overdue";
  else if (
    topic === "action" &&
    has(
      /(\bnot|n'?t) (get |got |yet |been |even )*(started|begun|kicked off)\b|\byet to (start|begin|be started)\b/,
    )
  )
    actionStatus = "notStarted";
  else if (topic === "action" && has(/\bin progress\b|\bunder ?way\b/)) actionStatus = "inProgress";
  else if (topic === "action" && has(/\bon hold\b|\bpaused\b/)) actionStatus = "onHold";
  else if (topic === "action" && has(/\b(cancell?ed|dropped|abandoned|withdrawn)\b/))
    actionStatus = "cancelled";
  // "What actions were given to me, and are they complete?": each of them, with where it stands.
  else if (
    topic === "action" &&
    has(
      /\b(are|have|were) (they|these|those|them|all|any)( been)? (complete|completed|done|finished|closed)\b|\b(were|was|been) (given|assigned) to\b/,
    ) &&
    !notDone
  )
    actionStatus = "all";
  else if (has(/\b(done|completed|finished|closed)\b/) && !notDone) actionStatus = "done";
  // "What happened to my action about…", "where is the action on…": whatever its status.
  else if (has(/\bwhat happened\b|\bstatus of\b|\bprogress\b|\bwhere (is|are|'s)\b|\bupdate on\b/))
    actionStatus = null;
  // "How many actions has Eric been given in total?": all of them, whatever they stand at.
  else if (
    topic === "action" &&
    !notDone &&
    has(/\b(in total|altogether|all up|overall|ever|been (given|assigned)|all time)\b/)
  )
    actionStatus = "all";
  else if (topic === "action") actionStatus = "open";
  return actionStatus;
}
