import { and, eq, inArray } from "drizzle-orm";
import { mayReadFolderPath } from "../../../common/documents/folder-audience.js";
import type { DbOrTx } from "../../db/client.js";
import { accounts, memberships, people } from "../../db/schema/index.js";
import { accessOf, folderChain, organisationFolders } from "../documents/queries.js";
import { can } from "./policy.js";

export type SignerCandidate = {
  personId: string;
  name: string;
  firstName: string;
  email: string | null;
  /** Can sign in to this organisation: a member signer signs behind the sign-in. */
  canSignIn: boolean;
  /** Their role and the document's folders let them open it. */
  readsDocument: boolean;
};

/**
 * The organisation's members (all, or the ones named) and whether each could sign a document
 * in `folderId`: the same rule the library applies when they open it (role, folder audiences
 * up to the top), so a signer is never asked to sign what they cannot read.
 */
export async function signerCandidates(
  db: DbOrTx,
  organisation: { id: string; parentId: string | null },
  folderId: string | null,
  personIds?: readonly string[],
): Promise<Map<string, SignerCandidate>> {
  if (personIds && personIds.length === 0) return new Map();
  const rows = await db
    .select({
      personId: people.id,
      first: people.firstName,
      last: people.lastName,
      email: accounts.email,
      role: memberships.role,
      isBoardMember: memberships.isBoardMember,
      loginEnabled: memberships.loginEnabled,
      accessAllowed: memberships.accessAllowed,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(
      and(
        eq(memberships.organisationId, organisation.id),
        personIds ? inArray(memberships.personId, [...personIds]) : undefined,
      ),
    );
  const folders = await organisationFolders(db, organisation.id);
  const path = folderChain(folders, folderId).map(accessOf);
  const found = new Map<string, SignerCandidate>();
  for (const r of rows) {
    const membership = {
      role: r.role,
      accessAllowed: r.accessAllowed,
      loginEnabled: r.loginEnabled,
    };
    const reads =
      can({ organisation: { parentId: organisation.parentId }, membership }, "read") &&
      mayReadFolderPath(
        { personId: r.personId, role: r.role, isBoardMember: r.isBoardMember },
        path,
      );
    found.set(r.personId, {
      personId: r.personId,
      name: `${r.first} ${r.last}`.trim(),
      firstName: r.first,
      email: r.email,
      canSignIn: r.loginEnabled && r.accessAllowed && r.email !== null,
      readsDocument: reads,
    });
  }
  return found;
}
