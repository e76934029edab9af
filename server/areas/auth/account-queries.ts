import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { accounts, people } from "../../db/schema/index.js";

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ account: accounts, person: people })
    .from(accounts)
    .innerJoin(people, eq(people.id, accounts.personId))
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findAccountByPersonId(db: DbOrTx, personId: string) {
  const rows = await db
    .select({ account: accounts, person: people })
    .from(accounts)
    .innerJoin(people, eq(people.id, accounts.personId))
    .where(eq(accounts.personId, personId))
    .limit(1);
  return rows[0];
}
