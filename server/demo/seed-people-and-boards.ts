import { eq } from "drizzle-orm";
import type { Role } from "../../common/roles.js";
import { hashPassword } from "../areas/auth/password.js";
import { createCommittee } from "../areas/committees/create-committee.js";
import { createBoard } from "../areas/organisations/create-board.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import type { Db } from "../db/client.js";
import {
  accounts,
  featureFlagSettings,
  memberships,
  organisations,
  people,
} from "../db/schema/index.js";

export const demoBoardName = "Harbourside Community Trust";
export const demoAdminEmail = "admin@demo.quorate.test";

type DemoPerson = {
  first: string;
  last: string;
  email: string | null;
  role: Role;
  boardMember: boolean;
  title?: string;
};

/** Eight people covering every role; one is a record without a login (minutes and reminders only). */
export const demoPeople: DemoPerson[] = [
  {
    first: "Aroha",
    last: "Ngata",
    email: demoAdminEmail,
    role: "Administrator",
    boardMember: true,
  },
  {
    first: "Graham",
    last: "Whitfield",
    email: "chair@demo.quorate.test",
    role: "Chairman",
    boardMember: true,
  },
  {
    first: "Priya",
    last: "Raman",
    email: "secretary@demo.quorate.test",
    role: "PersonalAssistant",
    boardMember: false,
  },
  {
    first: "Mele",
    last: "Tupou",
    email: "director@demo.quorate.test",
    role: "Director",
    boardMember: true,
  },
  {
    first: "Daniel",
    last: "O'Connor",
    email: "treasurer@demo.quorate.test",
    role: "Director",
    boardMember: true,
    title: "Treasurer",
  },
  {
    first: "Sophie",
    last: "Martin",
    email: "ceo@demo.quorate.test",
    role: "ExecutiveDirector",
    boardMember: false,
    title: "Chief Executive",
  },
  {
    first: "Tom",
    last: "Baker",
    email: "guest@demo.quorate.test",
    role: "Executive",
    boardMember: false,
  },
  { first: "Wiremu", last: "Parata", email: null, role: "Director", boardMember: true },
];

export type DemoIds = { boardId: string; committeeId: string; personIds: Map<string, string> };

export async function findDemoBoard(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, demoBoardName))
    .limit(1);
  return row?.id;
}

/** The board, its Audit & Risk committee and its people. Later areas add their records on top. */
export async function seedPeopleAndBoards(db: Db, password: string): Promise<DemoIds> {
  const passwordHash = await hashPassword(password);
  const personIds = new Map<string, string>();
  for (const p of demoPeople) {
    const [person] = await db
      .insert(people)
      .values({ firstName: p.first, lastName: p.last, email: p.email, title: p.title ?? null })
      .returning({ id: people.id });
    if (!person) throw new Error("person insert failed");
    personIds.set(p.email ?? `${p.first} ${p.last}`, person.id);
    if (p.email) {
      await db.insert(accounts).values({
        personId: person.id,
        email: p.email,
        passwordHash,
        emailConfirmedAt: new Date(),
      });
    }
  }
  const adminId = personIds.get(demoAdminEmail);
  if (!adminId) throw new Error("demo administrator missing");
  const { id: boardId } = await createBoard(db, adminId, {
    name: demoBoardName,
    shortName: "Harbourside",
    country: "NZ",
  });
  for (const p of demoPeople.slice(1)) {
    const personId = personIds.get(p.email ?? `${p.first} ${p.last}`);
    if (!personId) continue;
    await db.insert(memberships).values({
      organisationId: boardId,
      personId,
      role: p.role,
      isBoardMember: p.boardMember,
      loginEnabled: p.email !== null,
      tags: p.title ? [p.title] : [],
    });
  }
  const admin = await findOrgActor(
    db,
    {
      personId: adminId,
      email: demoAdminEmail,
      isSupport: false,
      isInstallationAdmin: true,
      sessionTokenHash: "",
    },
    boardId,
  );
  if (!admin) throw new Error("demo administrator is not a board member");
  const { id: committeeId } = await createCommittee(db, admin, {
    name: "Audit & Risk",
    shortName: "Audit & Risk",
    administratorPersonId: adminId,
  });
  const committeeMembers: Array<[string, Role, boolean]> = [
    ["treasurer@demo.quorate.test", "Chairman", true],
    ["director@demo.quorate.test", "Director", true],
    ["secretary@demo.quorate.test", "PersonalAssistant", false],
    ["ceo@demo.quorate.test", "ExecutiveDirector", false],
  ];
  for (const [email, role, boardMember] of committeeMembers) {
    const personId = personIds.get(email);
    if (!personId) continue;
    await db.insert(memberships).values({
      organisationId: committeeId,
      personId,
      role,
      isBoardMember: boardMember,
      loginEnabled: true,
    });
  }
  await db
    .update(accounts)
    .set({ isInstallationAdmin: true })
    .where(eq(accounts.personId, adminId));
  // The demo shows AI search (Cmd/Ctrl+K), which installations turn on per organisation.
  await db.insert(featureFlagSettings).values([
    { organisationId: boardId, flag: "aiFileSearch", enabled: true },
    { organisationId: committeeId, flag: "aiFileSearch", enabled: true },
  ]);
  return { boardId, committeeId, personIds };
}
