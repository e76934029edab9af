import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";

export type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

/** The newest e-mail to an address, for reading the link a person would click. */
export async function lastMailTo(db: Db, to: string, subjectContains = "") {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, to))
    .orderBy(desc(mailMessages.createdAt));
  const found = rows.find((m) => m.subject.includes(subjectContains));
  if (!found) throw new Error(`no mail to ${to} about "${subjectContains}"`);
  return found;
}

export async function mailsAbout(db: Db, to: string, subjectId: string) {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.subjectId, subjectId)));
}

/** The permit in an invitation e-mail's link, whichever of the two kinds it is. */
export function permitFrom(text: string): { permit: string; kind: "accept" | "register" } {
  const accept = /\/invite\/accept\?permit=([\w-]+)/.exec(text);
  if (accept?.[1]) return { permit: decodeURIComponent(accept[1]), kind: "accept" };
  const register = /\/_account\/register\/([\w-]+)/.exec(text);
  if (register?.[1]) return { permit: decodeURIComponent(register[1]), kind: "register" };
  throw new Error(`no invitation link in: ${text}`);
}
