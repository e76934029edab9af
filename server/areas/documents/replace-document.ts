import type { FastifyRequest } from "fastify";
import { documentMessages, versionNote } from "../../../common/contracts/documents.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { FileStore } from "../../storage/file-store.js";
import { receiveOneFile } from "../../uploads/receive-one-file.js";
import { loadDocument } from "./load-document.js";
import { storeVersion } from "./store-version.js";

/**
 * Replaces a document's file: a new current version (its name may change), with a note for
 * the history. Earlier versions stay, readable to the library's managers.
 */
export async function replaceDocument(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  request: FastifyRequest,
  documentId: string,
) {
  const received = await receiveOneFile(storage, request, documentMessages.chooseFile);
  const note = versionNote.safeParse(received.fields.note ?? "");
  if (!note.success) {
    await received.file.discard();
    throw new AppError("badRequest", note.error.issues[0]?.message ?? "Check the note.", {
      fields: { note: note.error.issues[0]?.message ?? "Check the note." },
    });
  }
  return storeVersion(db, storage, org, received, async (tx) => ({
    document: await loadDocument(tx, org, documentId, { lock: true, binKnown: true }),
    note: note.data || null,
    action: "document.replace",
  }));
}
