import { uploadMessages } from "../../common/uploads.js";
import { AppError } from "../http/app-error.js";

/** @fastify/multipart's refusals, as the messages of spec §5. */
export function multipartError(
  err: unknown,
  filesLimitMessage: string = uploadMessages.tooManyFiles,
) {
  const code = (err as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return new AppError("payloadTooLarge", filesLimitMessage);
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("payloadTooLarge", uploadMessages.tooBig);
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new AppError("unsupportedMediaType", "Send the files as a multipart form upload.");
  return undefined;
}
