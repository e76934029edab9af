import { and, eq } from "drizzle-orm";
import { documentMessages } from "../../../common/contracts/documents.js";
import type { DbOrTx } from "../../db/client.js";
import { documents } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { readableFolders } from "./queries.js";

/**
 * A document of the caller's organisation in a folder they may see, or 404; one in the bin
 * only when `inBin` asks for it (restoring). `binKnown`: the caller manages the bin, so a
 * document on the wrong side of it is a 409 saying so. `lock` takes it for a change.
 */
export async function loadDocument(
  db: DbOrTx,
  org: OrgActor,
  documentId: string,
  options: { inBin?: boolean; lock?: boolean; binKnown?: boolean } = {},
) {
  const query = db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId.toLowerCase()),
        eq(documents.organisationId, org.organisation.id),
      ),
    )
    .limit(1);
  const [document] = options.lock ? await query.for("update") : await query;
  const notFound = new AppError("notFound", documentMessages.documentNotFound);
  if (!document) throw notFound;
  if (document.folderId !== null && !(await readableFolders(db, org)).has(document.folderId))
    throw notFound;
  const inBin = document.deletedAt !== null;
  if (inBin !== (options.inBin ?? false)) {
    // Restoring asks for the bin; everything else for the library. Only a manager, who sees
    // the bin, learns which: anyone else is told it is not there.
    if (!options.inBin && !options.binKnown) throw notFound;
    throw new AppError("conflict", inBin ? documentMessages.inBin : documentMessages.notInBin);
  }
  return document;
}
