import { randomBytes } from "node:crypto";
import type { Role } from "../../common/roles.js";
import { hashPassword } from "../areas/auth/password.js";
import { createSession } from "../areas/auth/session-store.js";
import { createBoard } from "../areas/organisations/create-board.js";
import type { Db } from "../db/client.js";
import { accounts, memberships, people } from "../db/schema/index.js";
import { TestClient } from "./http-client.js";

export const testPassword = "Correct-Horse-9";
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = "person"): string {
  return `${prefix}.${randomBytes(4).toString("hex")}@example.test`;
}

/** A confirmed account that can sign in with testPassword. */
export async function buildAccount(
  db: Db,
  overrides: { email?: string; firstName?: string; lastName?: string; isSupport?: boolean } = {},
) {
  cachedHash ??= hashPassword(testPassword);
  const email = overrides.email ?? uniqueEmail();
  const [person] = await db
    .insert(people)
    .values({
      firstName: overrides.firstName ?? "Pat",
      lastName: overrides.lastName ?? "Tester",
      email,
      isSupport: overrides.isSupport ?? false,
    })
    .returning();
  if (!person) throw new Error("no person");
  await db.insert(accounts).values({
    personId: person.id,
    email,
    passwordHash: await cachedHash,
    emailConfirmedAt: new Date(),
  });
  return { personId: person.id, email };
}

export async function buildBoard(db: Db, ownerPersonId: string, name = "Test Board") {
  return createBoard(db, ownerPersonId, { name, country: "NZ" });
}

export async function addMembership(
  db: Db,
  organisationId: string,
  personId: string,
  role: Role,
  extra: { accessAllowed?: boolean; isBoardMember?: boolean } = {},
) {
  await db.insert(memberships).values({
    organisationId,
    personId,
    role,
    loginEnabled: true,
    accessAllowed: extra.accessAllowed ?? true,
    isBoardMember: extra.isBoardMember ?? role === "Director",
  });
}

export async function signedInClient(baseUrl: string, email: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.post("/api/auth/login", { email, password: testPassword });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** A signed-in client without a password check: for tests that need many sessions at once. */
export async function clientWithSession(
  db: Db,
  baseUrl: string,
  personId: string,
): Promise<TestClient> {
  const session = await createSession(db, { personId, days: 1 });
  const client = new TestClient(baseUrl);
  client.setCookie("qr_session", session.token);
  return client;
}

/** A board (its owner is Administrator) with a signed-in Board Secretary: the set-up most meeting tests need. */
export async function boardWithSecretary(db: Db, baseUrl: string, boardName?: string) {
  const owner = await buildAccount(db);
  const boardId = (await buildBoard(db, owner.personId, boardName)).id;
  const sec = await buildAccount(db);
  await addMembership(db, boardId, sec.personId, "PersonalAssistant");
  return {
    boardId,
    ownerId: owner.personId,
    secretaryId: sec.personId,
    secretary: await signedInClient(baseUrl, sec.email),
  };
}
