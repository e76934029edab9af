import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { oidcIdentities } from "../../../db/schema/index.js";
import { findAccountByEmail, findAccountByPersonId } from "../account-queries.js";

/** Who the identity provider says signed in. */
export type ProviderIdentity = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
};

async function personIdForIdentity(db: DbOrTx, issuer: string, subject: string) {
  const rows = await db
    .select({ personId: oidcIdentities.personId })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.personId;
}

/**
 * The Quorate person behind a provider identity, or null when there is none.
 * The subject is the stable key: once linked, a changed e-mail at the provider
 * still finds the same person. The first time, the e-mail links it, but only
 * when the provider vouches for it (email_verified) and the Quorate account has
 * confirmed that same address; otherwise whoever controls an unverified claim,
 * or pre-registered someone else's address, could take the account over.
 * Nothing is created for a stranger: accounts come from invitations and sign-up.
 */
export async function findOrLinkPerson(
  db: DbOrTx,
  identity: ProviderIdentity,
): Promise<string | null> {
  const linked = await personIdForIdentity(db, identity.issuer, identity.subject);
  if (linked) {
    // The account may have been closed since; the link alone is no way in.
    return (await findAccountByPersonId(db, linked)) ? linked : null;
  }
  if (!identity.email || !identity.emailVerified) return null;
  const found = await findAccountByEmail(db, identity.email);
  if (!found?.account.emailConfirmedAt) return null;
  await db
    .insert(oidcIdentities)
    .values({ issuer: identity.issuer, subject: identity.subject, personId: found.person.id })
    // Two callbacks racing for the same identity: the first link wins and both read it back.
    .onConflictDoNothing();
  return (await personIdForIdentity(db, identity.issuer, identity.subject)) ?? null;
}
