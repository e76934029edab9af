import type { DbOrTx } from "../db/client.js";
import { type MailAttachment, mailMessages } from "../db/schema/index.js";
import { enqueueJob } from "../jobs/queue.js";

export const sendMailJob = "mail.send";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  about?: { type: string; id: string };
};

/**
 * Records the message and enqueues its delivery in the caller's transaction:
 * the mail goes out only if the write that caused it commits.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      subjectType: mail.about?.type,
      subjectId: mail.about?.id,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error("mail insert returned nothing");
  await enqueueJob(db, sendMailJob, { messageId: row.id }, { maxAttempts: 6 });
  return row.id;
}
