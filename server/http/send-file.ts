import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fileMessages, viewerHeader } from "../../common/viewer.js";
import { watermarkPdf } from "../pdf/watermark.js";
import { AppError } from "./app-error.js";

export type FileToSend = {
  name: string;
  mime: string;
  /** The plain file's size when known (a stored version's); omitted for built files. */
  sizeBytes?: number;
  open: () => Promise<Readable | Buffer | undefined>;
  notFound: string;
  /** Told once the reader is let through and the file is there: the read receipt. */
  onOpened?: () => Promise<void>;
};

export type TakePolicy = {
  /** Those who keep the files (library managers, meeting editors): never refused, never marked. */
  manager: boolean;
  /** The organisation's `allowDocumentDownloads`. */
  downloadsAllowed: boolean;
  /** The mark on a reader's download: their name and the day. Asked only when needed. */
  watermark: () => Promise<string>;
};

const quotedName = (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Which copy of a stored file a request gets: the viewer an Office file's converted PDF when
 * there is one, everyone else (downloads) the file as uploaded.
 */
export function viewerCopy(
  request: FastifyRequest,
  file: { storageKey: string; pdfKey: string | null; sizeBytes: number },
  storage: { read(key: string): Promise<Readable | undefined> },
): Pick<FileToSend, "open" | "sizeBytes"> {
  if (isViewerRequest(request) && file.pdfKey) {
    const key = file.pdfKey;
    return { open: () => storage.read(key) };
  }
  return { open: () => storage.read(file.storageKey), sizeBytes: file.sizeBytes };
}

/** Whether the request is the in-app viewer reading a file (the header no link carries). */
export function isViewerRequest(request: FastifyRequest): boolean {
  return request.headers[viewerHeader] === "1";
}

/**
 * One file to one reader: to the in-app viewer for everyone who may read it; as a download
 * only under the organisation's download setting (managers always), a PDF then marked with
 * the reader's name. The viewer's copy is an attachment of no type a browser would render,
 * never cached (registerNoStore covers /api).
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToSend,
  policy: TakePolicy,
): Promise<FastifyReply> {
  const viewer = isViewerRequest(request);
  if (!viewer && !policy.manager && !policy.downloadsAllowed)
    throw new AppError("forbidden", fileMessages.downloadsOff);
  const body = await file.open();
  if (!body) throw new AppError("notFound", file.notFound);
  await file.onOpened?.();
  reply.header("x-content-type-options", "nosniff");
  if (viewer) {
    reply.type("application/octet-stream").header("content-disposition", "attachment");
    if (file.sizeBytes !== undefined) reply.header("content-length", String(file.sizeBytes));
    return reply.send(body);
  }
  reply.header("content-disposition", `attachment; ${quotedName(file.name)}`).type(file.mime);
  if (policy.manager || file.mime !== "application/pdf") {
    if (file.sizeBytes !== undefined) reply.header("content-length", String(file.sizeBytes));
    return reply.send(body);
  }
  const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
  try {
    return reply.send(Buffer.from(await watermarkPdf(bytes, await policy.watermark())));
  } catch (err) {
    // A PDF pdf-lib cannot rewrite is still the reader's to take: the setting allows it.
    request.log.warn({ err }, "a download could not be watermarked; sent as stored");
    return reply.send(bytes);
  }
}
