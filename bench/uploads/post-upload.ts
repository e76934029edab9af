import { randomBytes } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { multipartFrame } from "./multipart-frame.js";
import { pdfShapedChunks } from "./pdf-shaped-file.js";

export type UploadTiming = {
  bytes: number;
  /** From the request's start to the end of the answer. */
  ms: number;
  /** From the last byte handed to the socket to the end of the answer: the server's checks and commit. */
  answerAfterSentMs: number;
  status: number;
  body: string;
};

/** A PDF-shaped file to send: its name, its size in bytes, the bytes its body repeats. */
export type BenchFile = { name: string; size: number; filler: Buffer };

/**
 * One multipart POST of one file, streamed with node:http (a Content-Length and backpressure,
 * as a browser sends a file it reads from disk) rather than fetch, whose FormData would hold
 * the whole body in the bench process first.
 */
export function postUpload(
  url: string,
  headers: Record<string, string>,
  file: BenchFile,
  field = "file",
): Promise<UploadTiming> {
  const boundary = `----quorate-bench-${randomBytes(12).toString("hex")}`;
  const frame = multipartFrame(boundary, field, file.name, "application/pdf");
  function* body() {
    yield frame.head;
    yield* pdfShapedChunks(file.size, file.filler);
    yield frame.tail;
  }
  const start = performance.now();
  let sentAt = Number.NaN;
  return new Promise<UploadTiming>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": frame.contentType,
          "content-length": String(frame.head.length + file.size + frame.tail.length),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (chunk: Buffer) => parts.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const end = performance.now();
          resolve({
            bytes: file.size,
            ms: end - start,
            answerAfterSentMs: end - (Number.isNaN(sentAt) ? end : sentAt),
            status: response.statusCode ?? 0,
            body: Buffer.concat(parts).toString("utf8"),
          });
        });
      },
    );
    request.on("error", reject);
    pipeline(Readable.from(body()), request).then(
      () => {
        sentAt = performance.now();
      },
      // A server that refuses early closes the stream; its answer (or the request's error) says why.
      () => undefined,
    );
  });
}
