import { calendarDate } from "../../../common/date-formatters.js";
import type { OutgoingMail } from "../../mail/send-mail.js";
import type { Reachable } from "./action-recipients.js";

/** What an action e-mail says about the action. */
export type ActionFacts = {
  id: string;
  organisationId: string;
  organisationName: string;
  description: string;
  dueDate: string | null;
  meetingId: string | null;
  meetingTitle: string | null;
};

export type ReminderKind = "first" | "dueDay" | "manual";

/** The page an action e-mail opens: that meeting's actions, or the whole list. */
export function actionLink(baseUrl: string, a: ActionFacts): string {
  return a.meetingId
    ? `${baseUrl}/organisation/${a.organisationId}/meetings/${a.meetingId}/actions`
    : `${baseUrl}/action-items/${a.organisationId}`;
}

/** "Friday, 4 December 2026": a calendar date, so no zone may move it a day. */
function dueDateText(dueDate: string): string {
  return calendarDate(dueDate, "weekdayDate");
}

function shortened(text: string, max = 60): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function details(a: ActionFacts): string[] {
  return [
    `Action: ${a.description}`,
    `Due: ${a.dueDate ? dueDateText(a.dueDate) : "no due date"}`,
    a.meetingTitle ? `Agreed at: ${a.meetingTitle}` : null,
  ].filter((l): l is string => l !== null);
}

const reminderSubjects: Record<ReminderKind, string> = {
  first: "Action reminder",
  dueDay: "Action due today",
  manual: "Action reminder",
};

export function actionReminderMail(
  to: Reachable,
  a: ActionFacts,
  kind: ReminderKind,
  baseUrl: string,
  sender?: { name: string; comment?: string },
): OutgoingMail {
  const opening =
    kind === "dueDay"
      ? `An action of ${a.organisationName} that you own is due today.`
      : `A reminder of an action of ${a.organisationName} that you own.`;
  const lines = [
    `Kia ora ${to.firstName},`,
    "",
    opening,
    "",
    ...details(a),
    "",
    sender?.comment ? `${sender.name} writes:\n${sender.comment}\n` : null,
    `Update its progress here: ${actionLink(baseUrl, a)}`,
    "",
    "Quorate",
  ].filter((l): l is string => l !== null);
  return {
    to: to.email,
    subject: `${reminderSubjects[kind]}: ${shortened(a.description)}`,
    text: lines.join("\n"),
    about: { type: "action", id: a.id },
  };
}

/** The notice that an action was recorded in minutes: what, by when, which meeting. */
export function actionNoticeMail(to: Reachable, a: ActionFacts, baseUrl: string): OutgoingMail {
  const lines = [
    `Kia ora ${to.firstName},`,
    "",
    `The minutes of ${a.meetingTitle ?? "a meeting"} of ${a.organisationName} record an action for you.`,
    "",
    ...details(a),
    "",
    `See the meeting's actions: ${actionLink(baseUrl, a)}`,
    "",
    "Quorate",
  ];
  return {
    to: to.email,
    subject: `New action: ${shortened(a.description)}`,
    text: lines.join("\n"),
    about: { type: "action", id: a.id },
  };
}
