import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { uploadLimits, uploadMessages } from "../../common/uploads.js";
import { AppError } from "../http/app-error.js";
import type { FileStore, StagedFile } from "../storage/file-store.js";
import { type AcceptedFile, checkUpload } from "./check-upload.js";
import { multipartError } from "./multipart-error.js";

export type ReceivedFile = {
  file: StagedFile;
  accepted: AcceptedFile;
  /** The form's text fields, by name (a few at most; their values are validated by the caller). */
  fields: Record<string, string>;
};

/**
 * A multipart upload of exactly one file and a few text fields: the file is staged and checked
 * (uploads/check-upload.ts) before the caller sees it; a refused or broken upload leaves nothing.
 */
export async function receiveOneFile(
  storage: FileStore,
  request: FastifyRequest,
  noFileMessage: string,
): Promise<ReceivedFile> {
  let file: StagedFile | undefined;
  let accepted: AcceptedFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: uploadLimits.maxFileBytes, files: 1, fields: 5, fieldSize: 4096 },
    })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      file = await storage.stage(part.file);
      if (part.file.truncated)
        throw new AppError("payloadTooLarge", `${part.filename}: ${uploadMessages.tooBig}`);
      accepted = await checkUpload(file, part.filename);
    }
  } catch (err) {
    await file?.discard();
    throw multipartError(err, uploadMessages.oneFile) ?? err;
  }
  if (!file || !accepted) throw new AppError("badRequest", noFileMessage);
  return { file, accepted, fields };
}
