import type {} from "@fastify/multipart";
import { eq, max } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { paperTypeOf, uploadLimits, uploadMessages } from "../../../../common/uploads.js";
import { storedViewKind } from "../../../../common/viewer.js";
import { writeAudit } from "../../../audit/write-audit.js";
import { convertAttempts, convertToPdfJob } from "../../../conversion/convert-to-pdf-job.js";
import { officeMimes } from "../../../conversion/office-to-pdf.js";
import type { Db } from "../../../db/client.js";
import { papers } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { enqueueJob } from "../../../jobs/queue.js";
import type { FileStore, StagedFile } from "../../../storage/file-store.js";
import { checkUpload } from "../../../uploads/check-upload.js";
import { multipartError } from "../../../uploads/multipart-error.js";
import { extractTextJob } from "../../documents/extract-text-job.js";
import { loadAgendaItem } from "../agenda/agenda-items.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";

type Staged = { name: string; mime: string; file: StagedFile; committed: boolean };

/**
 * Takes up to 10 files for one agenda item. Every file is checked (its type from its
 * content, size, not empty, not damaged or locked: uploads/check-upload.ts) before one is
 * kept: one bad file refuses the whole upload and nothing is stored.
 */
export async function uploadPapers(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  request: FastifyRequest,
  meetingId: string,
  itemId: string,
) {
  const staged: Staged[] = [];
  try {
    try {
      for await (const part of request.files({
        limits: { fileSize: uploadLimits.maxFileBytes, files: uploadLimits.maxFilesPerUpload },
      })) {
        const type = paperTypeOf(part.filename);
        if (!type) {
          part.file.resume();
          throw new AppError(
            "unsupportedMediaType",
            `${part.filename}: ${uploadMessages.unsupportedFormat}`,
          );
        }
        const file = await storage.stage(part.file);
        const upload: Staged = { name: part.filename, mime: type.mime, file, committed: false };
        staged.push(upload);
        if (part.file.truncated)
          throw new AppError("payloadTooLarge", `${part.filename}: ${uploadMessages.tooBig}`);
        // The content decides what it is; the name only let it in the door.
        const accepted = await checkUpload(file, part.filename);
        upload.name = accepted.name;
        upload.mime = accepted.mime;
      }
    } catch (err) {
      throw multipartError(err) ?? err;
    }
    if (staged.length === 0)
      throw new AppError("badRequest", "Choose at least one file to upload.");
    return await db.transaction(async (tx) => {
      const m = await lockMeetingForEdit(tx, meetingId);
      const item = await loadAgendaItem(tx, meetingId, itemId);
      const [{ last } = { last: 0 }] = await tx
        .select({ last: max(papers.position) })
        .from(papers)
        .where(eq(papers.agendaItemId, itemId));
      const saved = [];
      let position = last ?? 0;
      for (const upload of staged) {
        const { file } = upload;
        const [row] = await tx
          .insert(papers)
          .values({
            meetingId,
            agendaItemId: itemId,
            name: upload.name,
            mime: upload.mime,
            sizeBytes: file.size,
            sha256: file.sha256,
            storageKey: "pending",
            pdfStatus: officeMimes.has(upload.mime) ? "pending" : "none",
            position: ++position,
            uploadedBy: org.actor.personId,
          })
          .returning();
        if (!row) throw new Error("paper insert returned nothing");
        const storageKey = `papers/${meetingId}/${row.id}`;
        await tx.update(papers).set({ storageKey }).where(eq(papers.id, row.id));
        await file.commit(storageKey);
        upload.committed = true;
        await enqueueJob(tx, extractTextJob, { paperId: row.id });
        if (officeMimes.has(row.mime))
          await enqueueJob(
            tx,
            convertToPdfJob,
            { kind: "paper", id: row.id },
            { maxAttempts: convertAttempts },
          );
        saved.push({
          Id: row.id,
          Name: row.name,
          Mime: row.mime,
          SizeBytes: row.sizeBytes,
          Show: storedViewKind(row),
        });
        await writeAudit(tx, {
          organisationId: m.organisationId,
          actorPersonId: org.actor.personId,
          action: "paper.upload",
          subjectType: "paper",
          subjectId: row.id,
          after: { ...row, storageKey },
        });
      }
      await noteAgendaEdit(
        tx,
        m,
        org.actor.personId,
        `Attached ${saved.length === 1 ? `"${saved[0]?.Name}"` : `${saved.length} papers`} to "${item.title}"`,
      );
      return saved;
    });
  } finally {
    for (const upload of staged) if (!upload.committed) await upload.file.discard();
  }
}
