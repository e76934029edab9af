import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { PeopleDirectory } from "../../../common/contracts/people.js";
import type { Db } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import type { TestServer } from "../../test/test-server.js";

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

/** A board whose owner (Administrator, account owner) is signed in, with a signed-in Secretary. */
export async function board(server: TestServer) {
  const db = server.database.db;
  const owner = await buildAccount(db, { firstName: "Olive" });
  const boardId = (await buildBoard(db, owner.personId, "People Board")).id;
  const sec = await buildAccount(db, { firstName: "Sefa" });
  await addMembership(db, boardId, sec.personId, "PersonalAssistant");
  return {
    boardId,
    owner,
    ownerClient: await signedInClient(server.url, owner.email),
    sec,
    secretary: await signedInClient(server.url, sec.email),
    path: (suffix = "") => `/api/organisations/${boardId}/members${suffix}`,
  };
}

export const directory = async (client: TestClient, path: string) => {
  const res = await client.get<PeopleDirectory>(path);
  expect(res.status).toBe(200);
  return res.body;
};
