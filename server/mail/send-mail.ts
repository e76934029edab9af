import type { DbOrTx } from "../db/client.js";
import { type MailAttachment, mailMessages } from "../db/schema/index.js";
import { enqueueJobs } from "../jobs/queue.js";

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
  const [id] = await queueMails(db, [mail]);
  if (!id) throw new Error("mail insert returned nothing");
  return id;
}

/** Rows per statement: a notice to 10,000 voters is 20 statements, not 20,000. */
const batch = 500;

/**
 * Many messages at once (a flying minute's result to every voter), as queueMail does each:
 * the messages and their delivery jobs written a batch at a time, in the caller's transaction.
 */
export async function queueMails(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < mails.length; start += batch) {
    const rows = await db
      .insert(mailMessages)
      .values(
        mails.slice(start, start + batch).map((mail) => ({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
          subjectType: mail.about?.type,
          subjectId: mail.about?.id,
        })),
      )
      .returning({ id: mailMessages.id });
    await enqueueJobs(
      db,
      sendMailJob,
      rows.map((row) => ({ messageId: row.id })),
      { maxAttempts: 6 },
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
