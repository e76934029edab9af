import type { FastifyRequest } from "fastify";
import { documentListQuery, documentMessages } from "../../../common/contracts/documents.js";
import type { Db } from "../../db/client.js";
import { documents } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { FileStore } from "../../storage/file-store.js";
import { receiveOneFile } from "../../uploads/receive-one-file.js";
import { lockFolder } from "./lock-folder.js";
import { readableFolder } from "./queries.js";
import { storeVersion } from "./store-version.js";

/** The uploaded file and the folder it goes in (the form's `folderId`, the top when absent). */
async function receive(storage: FileStore, request: FastifyRequest) {
  const received = await receiveOneFile(storage, request, documentMessages.chooseFile);
  const folder = documentListQuery.shape.folderId.safeParse(received.fields.folderId || undefined);
  if (!folder.success) {
    await received.file.discard();
    throw new AppError("badRequest", documentMessages.folderNotFound);
  }
  return { ...received, folderId: folder.data ?? null };
}

/**
 * A new document in the library (its first version), in a folder the manager may see. The file
 * is checked before anything is written (storeVersion: nothing is left behind on failure).
 */
export async function uploadDocument(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  request: FastifyRequest,
) {
  const received = await receive(storage, request);
  return storeVersion(db, storage, org, received, async (tx) => {
    await lockFolder(tx, received.folderId, "fileInto");
    const folder = await readableFolder(tx, org, received.folderId);
    const [document] = await tx
      .insert(documents)
      .values({
        organisationId: org.organisation.id,
        folderId: folder?.id ?? null,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!document) throw new Error("document insert returned nothing");
    return { document, note: null, action: "document.upload" };
  });
}
