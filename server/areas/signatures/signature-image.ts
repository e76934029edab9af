import { PDFDocument } from "pdf-lib";
import { signatureMessages } from "../../../common/contracts/signature-requests.js";
import { sniffImageFormat } from "../../../common/image-format.js";
import { AppError } from "../../http/app-error.js";

const maxBytes = 500 * 1024;
/** A PNG compresses a vast blank canvas into a few kilobytes: its size in pixels is capped too. */
const maxSide = 4_000;

export type SignaturePicture = { bytes: Uint8Array; mime: "image/png" | "image/jpeg" };

const refuse = (message: string) =>
  new AppError("badRequest", message, { fields: { signature: message } });

/**
 * A drawn or uploaded signature from its data URL: a real PNG or JPEG, small enough, and one
 * the seal can embed (tried now, so a picture that would fail the seal fails the signing, with
 * nothing signed).
 */
export async function readSignaturePicture(dataUrl: string): Promise<SignaturePicture> {
  const comma = dataUrl.indexOf(",");
  const bytes = Buffer.from(dataUrl.slice(comma + 1), "base64");
  if (bytes.length === 0) throw refuse(signatureMessages.imageNotPicture);
  if (bytes.length > maxBytes) throw refuse(signatureMessages.imageTooBig);
  const format = sniffImageFormat(bytes);
  if (format?.mime !== "image/png" && format?.mime !== "image/jpeg")
    throw refuse(signatureMessages.imageNotPicture);
  if (format.mime === "image/png") {
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width > maxSide || height > maxSide) throw refuse(signatureMessages.imageTooBig);
  }
  try {
    const probe = await PDFDocument.create();
    const image =
      format.mime === "image/png" ? await probe.embedPng(bytes) : await probe.embedJpg(bytes);
    if (image.width > maxSide || image.height > maxSide)
      throw refuse(signatureMessages.imageTooBig);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(signatureMessages.imageNotPicture);
  }
  return { bytes, mime: format.mime };
}
