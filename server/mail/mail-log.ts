/** What the server's log shows of a message it could not send. */
export type LoggedMail = { to: string; subject: string; text: string };

/**
 * Without SMTP nothing leaves the machine, yet the first person must confirm their address before
 * anyone can sign in to read the outbox. So every message is also written to the server's log
 * (the console that ran `npm start`), links included: only whoever runs the server sees it.
 */
export function mailLogEntry(mail: LoggedMail): string {
  const rule = "─".repeat(72);
  return [
    rule,
    "E-mail not sent (SMTP_URL is not set), kept in the outbox:",
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    "",
    mail.text.trimEnd(),
    rule,
  ].join("\n");
}
