import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { mailMessages } from "../db/schema/index.js";

/** The newest mail to an address, and the first link in it that matches the path. */
export async function latestMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, to))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return mail;
}

export async function linkTokenFromMail(db: Db, to: string, pathPart: string): Promise<string> {
  const mail = await latestMailTo(db, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = mail.text.match(new RegExp(`${pathPart}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathPart} link in mail to ${to}: ${mail.text}`);
  return match[1];
}
