import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { organisations } from "../../../db/schema/index.js";
import { queueMail } from "../../../mail/send-mail.js";
import type { AudienceMember } from "./report-audience.js";
import type { ReportRecord } from "./report-record.js";

export const reportLink = (baseUrl: string, reportId: string) => `${baseUrl}/report/${reportId}`;

async function organisationName(tx: Tx, organisationId: string): Promise<string> {
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.name ?? "";
}

/**
 * The report's e-mail to each reader who can sign in, in the sender's transaction. It carries
 * the title and the link only: the summary can be as confidential as the files, and the link
 * opens both behind the sign-in (where the read is recorded).
 */
export async function mailReport(
  tx: Tx,
  report: ReportRecord,
  readers: readonly (AudienceMember & { email: string })[],
  senderName: string,
  again: boolean,
  baseUrl: string,
): Promise<void> {
  const org = await organisationName(tx, report.organisationId);
  for (const reader of readers)
    await queueMail(tx, {
      to: reader.email,
      subject: again ? `Report (sent again): ${report.title}` : `Report: ${report.title}`,
      text: [
        `Dear ${reader.firstName},`,
        "",
        `${senderName} has ${again ? "sent you again" : "sent you"} a report of ${org}: ${report.title}.`,
        "",
        `Read the report: ${reportLink(baseUrl, report.id)}`,
      ].join("\n"),
      about: { type: "report", id: report.id },
    });
}

/** The author's one notice that everyone in the audience has opened the report. */
export async function mailEveryoneHasRead(
  tx: Tx,
  report: ReportRecord,
  author: { email: string; firstName: string },
  readers: number,
  baseUrl: string,
): Promise<void> {
  await queueMail(tx, {
    to: author.email,
    subject: `Everyone has read your report: ${report.title}`,
    text: [
      `Dear ${author.firstName},`,
      "",
      readers === 1
        ? `The reader of your report "${report.title}" has opened it.`
        : `All ${readers} readers of your report "${report.title}" have opened it.`,
      "",
      `See who read it and when: ${reportLink(baseUrl, report.id)}`,
    ].join("\n"),
    about: { type: "report", id: report.id },
  });
}
