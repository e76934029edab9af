import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import { type MailAttachment, mailMessages } from "../db/schema/index.js";
import { mailLogEntry } from "./mail-log.js";

export type MailTransport = {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
  }): Promise<void>;
};

export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * The mail.send job: with SMTP the message is delivered (a failure throws so the
 * job retries with backoff); without, it stays in the outbox the installation's administrator
 * reads, and is written to the server's log through `writeLog`.
 */
export function deliverMailHandler(
  db: Db,
  transport: MailTransport | undefined,
  from: string,
  writeLog: (entry: string) => void = () => {},
) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const messageId = String(payload.messageId);
    const [message] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, messageId))
      .limit(1);
    if (!message || message.status === "sent") return;
    if (!transport) {
      if (message.status === "outbox") return; // a retried job logs nothing twice
      await db.update(mailMessages).set({ status: "outbox" }).where(eq(mailMessages.id, messageId));
      writeLog(mailLogEntry(message));
      return;
    }
    try {
      await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments,
      });
    } catch (err) {
      await db
        .update(mailMessages)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailMessages.id, messageId));
      throw err;
    }
    await db
      .update(mailMessages)
      .set({ status: "sent", sentAt: new Date(), error: null })
      .where(eq(mailMessages.id, messageId));
  };
}
