import { calendarDate } from "../../../common/date-formatters.js";
import type { OutgoingMail } from "../../mail/send-mail.js";

export type ReviewLead = "30 days" | "due";

/** One library manager's reminder that a document's review date is near, or today. */
export function reviewReminderMail(input: {
  to: string;
  firstName: string;
  documentName: string;
  organisationName: string;
  /** Where it is, from the top of the library: "Governance Documents › Policies". */
  folderPath: string;
  /** The review date (YYYY-MM-DD), written in words. */
  reviewOn: string;
  lead: ReviewLead;
  link: string;
}): OutgoingMail {
  const reviewOn = calendarDate(input.reviewOn, "date");
  const due = input.lead === "due";
  const when = due ? `today, ${reviewOn}` : `on ${reviewOn}`;
  return {
    to: input.to,
    subject: due
      ? `Review due today: ${input.documentName}`
      : `Review due on ${reviewOn}: ${input.documentName}`,
    text: `Kia ora ${input.firstName},\n\n“${input.documentName}” in ${input.organisationName} is due for review ${when}.\n\nIt is in ${input.folderPath}. Once it has been reviewed, upload the new version, or set its next review date with “Review dates” in the document's menu.\n\n${input.link}\n\nQuorate`,
  };
}
