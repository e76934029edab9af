import type {} from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { documentListQuery, documentMessages } from "../../../common/contracts/documents.js";
import { uploadLimits, uploadMessages } from "../../../common/uploads.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documents, documentVersions } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { enqueueJob } from "../../jobs/queue.js";
import type { FileStore, StagedFile } from "../../storage/file-store.js";
import { type AcceptedFile, checkUpload } from "../../uploads/check-upload.js";
import { multipartError } from "../../uploads/multipart-error.js";
import { extractTextJob } from "./extract-text-job.js";
import { documentViewOf, readableFolder } from "./queries.js";

type Received = { file: StagedFile; accepted: AcceptedFile } | undefined;

/** The one file and the folder field of a multipart upload, the file staged and checked. */
async function receive(storage: FileStore, request: FastifyRequest) {
  let received: Received;
  let folderField: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: uploadLimits.maxFileBytes, files: 1, fields: 5 },
    })) {
      if (part.type === "field") {
        if (part.fieldname === "folderId" && typeof part.value === "string")
          folderField = part.value;
        continue;
      }
      const file = await storage.stage(part.file);
      received = { file, accepted: { name: part.filename, ext: "", mime: "" } };
      if (part.file.truncated)
        throw new AppError("payloadTooLarge", `${part.filename}: ${uploadMessages.tooBig}`);
      received.accepted = await checkUpload(file, part.filename);
    }
  } catch (err) {
    await received?.file.discard();
    throw multipartError(err, uploadMessages.oneFile) ?? err;
  }
  if (!received) throw new AppError("badRequest", documentMessages.chooseFile);
  const folder = documentListQuery.shape.folderId.safeParse(folderField || undefined);
  if (!folder.success) {
    await received.file.discard();
    throw new AppError("badRequest", documentMessages.folderNotFound);
  }
  return { ...received, folderId: folder.data ?? null };
}

/**
 * A new document in the library (its first version), in a folder the manager may see. The file
 * is checked before anything is written, and committed to storage inside the transaction's
 * reach: if the rows cannot be written the staged file is discarded, leaving nothing behind.
 */
export async function uploadDocument(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  request: FastifyRequest,
) {
  const { file, accepted, folderId } = await receive(storage, request);
  let committedKey: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const folder = await readableFolder(tx, org, folderId);
      const [document] = await tx
        .insert(documents)
        .values({
          organisationId: org.organisation.id,
          folderId: folder?.id ?? null,
          createdBy: org.actor.personId,
        })
        .returning();
      if (!document) throw new Error("document insert returned nothing");
      const [version] = await tx
        .insert(documentVersions)
        .values({
          documentId: document.id,
          organisationId: org.organisation.id,
          number: 1,
          name: accepted.name,
          mime: accepted.mime,
          sizeBytes: file.size,
          sha256: file.sha256,
          storageKey: "pending",
          uploadedBy: org.actor.personId,
        })
        .returning();
      if (!version) throw new Error("version insert returned nothing");
      const storageKey = `documents/${org.organisation.id}/${document.id}/${version.id}`;
      await tx
        .update(documentVersions)
        .set({ storageKey })
        .where(eq(documentVersions.id, version.id));
      await tx
        .update(documents)
        .set({ currentVersionId: version.id })
        .where(eq(documents.id, document.id));
      await enqueueJob(tx, extractTextJob, { documentVersionId: version.id });
      await writeAudit(tx, {
        organisationId: org.organisation.id,
        actorPersonId: org.actor.personId,
        action: "document.upload",
        subjectType: "document",
        subjectId: document.id,
        after: { folderId: document.folderId, ...version, storageKey },
      });
      // Last, so a failure above leaves no file; a failure after it rolls the rows back.
      await file.commit(storageKey);
      committedKey = storageKey;
      return documentViewOf({
        documentId: document.id,
        folderId: document.folderId,
        documentVersionId: version.id,
        name: version.name,
        mime: version.mime,
        sizeBytes: version.sizeBytes,
        version: version.number,
        uploadedAt: version.uploadedAt,
        uploadedBy: version.uploadedBy,
      });
    });
  } catch (error) {
    if (committedKey) await storage.remove(committedKey);
    else await file.discard();
    throw error;
  }
}
