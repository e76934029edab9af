import { calendarDate } from "../../../common/date-formatters.js";
import type { OutgoingMail } from "../../mail/send-mail.js";

export function invitationMail(input: {
  to: string;
  firstName: string;
  organisationName: string;
  roleLabel: string;
  inviterName: string;
  link: string;
  expiresOn: string;
  hasAccount: boolean;
}): OutgoingMail {
  const next = input.hasAccount
    ? "Open this link and sign in with your Quorate account to accept:"
    : "Open this link to create your Quorate login and accept:";
  return {
    to: input.to,
    subject: `You are invited to ${input.organisationName} on Quorate`,
    text: `Kia ora ${input.firstName},\n\n${input.inviterName} has invited you to join ${input.organisationName} on Quorate as ${input.roleLabel}.\n\n${next}\n\n${input.link}\n\nThe invitation is valid until ${input.expiresOn} and works once. If it has run out, ask an administrator of ${input.organisationName} to send you a new one.\n\nQuorate`,
  };
}

export function tenureReminderMail(input: {
  to: string;
  firstName: string;
  personName: string;
  organisationName: string;
  /** The last day of tenure (YYYY-MM-DD), written in words. */
  endsOn: string;
  kind: "sixWeeks" | "dayBefore";
  link: string;
}): OutgoingMail {
  const when = input.kind === "dayBefore" ? "tomorrow" : "in six weeks";
  const endsOn = calendarDate(input.endsOn, "date");
  return {
    to: input.to,
    subject:
      input.kind === "dayBefore"
        ? `Tenure ends tomorrow: ${input.personName}`
        : `Tenure ending: ${input.personName} on ${endsOn}`,
    text: `Kia ora ${input.firstName},\n\nThe tenure of ${input.personName} in ${input.organisationName} ends ${when}, on ${endsOn}.\n\nQuorate does not remove anyone automatically: if they are leaving, remove them or change their role on the People page; if they are reappointed, change the end date there.\n\n${input.link}\n\nQuorate`,
  };
}
