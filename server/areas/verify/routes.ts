import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { verifyAnswer, verifyLimits, verifyMessages } from "../../../common/contracts/verify.js";
import { AppError } from "../../http/app-error.js";
import { publicRoute } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { looksLikePdf } from "../../signing/pdf-signatures.js";
import { multipartError } from "../../uploads/multipart-error.js";
import { verifyDocument } from "./verify-document.js";
import { takeVerifyAllowance, verificationSlots } from "./verify-limits.js";

/** The dropped file, whole (a signature's byte ranges are read from anywhere in it). */
async function receivePdf(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({
      limits: { fileSize: verifyLimits.maxFileBytes, files: 1, fields: 2, fieldSize: 1024 },
    });
    if (!part) throw new AppError("badRequest", verifyMessages.chooseFile);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError("badRequest", verifyMessages.chooseFile);
    if (!looksLikePdf(bytes)) throw new AppError("badRequest", verifyMessages.notPdf);
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payloadTooLarge", verifyMessages.tooBig);
    throw multipartError(error, verifyMessages.chooseFile) ?? error;
  }
}

/** /verify's question: did this Quorate seal a PDF, and is it unchanged since? */
export function registerVerifyRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const slot = verificationSlots();

  app.post(
    "/api/verify",
    {
      schema: { tags: ["verify"], response: { 200: verifyAnswer } },
      config: {
        access: publicRoute(
          "anyone holding a PDF may ask whether this Quorate sealed it; it changes nothing and tells only the organisation's name, what was sealed and when",
        ),
      },
    },
    async (request) => {
      await takeVerifyAllowance(db, request.ip);
      return slot(async () => verifyDocument(db, services.seal, await receivePdf(request)));
    },
  );
}
