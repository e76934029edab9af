import { and, desc, eq } from "drizzle-orm";
import type { ShareView } from "../../../common/contracts/document-shares.js";
import type { DbOrTx } from "../../db/client.js";
import { documentShares, people } from "../../db/schema/index.js";
import { shareStatus } from "./share-state.js";

type ShareRow = typeof documentShares.$inferSelect;

export function shareViewOf(share: ShareRow, createdByName: string | null): ShareView {
  return {
    id: share.id,
    recipientName: share.recipientName,
    recipientEmail: share.recipientEmail,
    requireCode: share.requireCode,
    status: shareStatus(share),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
    createdByName,
    openCount: share.openCount,
    lastOpenedAt: share.lastOpenedAt?.toISOString() ?? null,
  };
}

export async function sharerName(db: DbOrTx, personId: string): Promise<string | null> {
  const [person] = await db
    .select({ first: people.firstName, last: people.lastName })
    .from(people)
    .where(eq(people.id, personId))
    .limit(1);
  return person ? `${person.first} ${person.last}`.trim() : null;
}

/** A version's share links, newest first, for the library's managers. */
export async function sharesOf(db: DbOrTx, organisationId: string, documentVersionId: string) {
  const rows = await db
    .select({ s: documentShares, first: people.firstName, last: people.lastName })
    .from(documentShares)
    .leftJoin(people, eq(people.id, documentShares.createdBy))
    .where(
      and(
        eq(documentShares.organisationId, organisationId),
        eq(documentShares.documentVersionId, documentVersionId),
      ),
    )
    .orderBy(desc(documentShares.createdAt));
  return rows.map(({ s, first, last }) =>
    shareViewOf(s, first || last ? `${first ?? ""} ${last ?? ""}`.trim() : null),
  );
}
