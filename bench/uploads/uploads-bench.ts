import { randomBytes } from "node:crypto";
import { uploadLimits } from "../../common/uploads.js";
import type { DatasetTarget } from "../dataset-targets.js";
import { startTarget, type TargetProcess } from "../target-process.js";
import { benchExtraction } from "./extraction-timing.js";
import { libraryManager } from "./library-manager.js";
import type { UploadTiming } from "./post-upload.js";
import { type RoundFigures, streamingVerdict } from "./upload-figures.js";
import { type RoundOptions, uploadRound } from "./upload-round.js";
import { extractionTable, uploadsTable } from "./uploads-report.js";

export type UploadsBenchOptions = { postgresUrl: string; files?: number; fileBytes?: number };

/**
 * The size the server answers it stored (`sizeBytes` for Quorate, `bytes` for the floor) must be
 * what was sent: a cut-short upload would otherwise look fast.
 */
export function expectStoredSize(key: "sizeBytes" | "bytes"): (timing: UploadTiming) => void {
  return (timing) => {
    const stated = (JSON.parse(timing.body) as Record<string, unknown>)[key];
    if (stated !== timing.bytes)
      throw new Error(`the server says it took ${String(stated)} bytes of ${timing.bytes}`);
  };
}

async function measuredOn(
  target: TargetProcess,
  measure: (target: TargetProcess) => Promise<RoundFigures>,
): Promise<RoundFigures> {
  try {
    return await measure(target);
  } finally {
    await target.stop();
  }
}

/**
 * Uploads. Ten 50 MB PDF-shaped files at once, one multipart POST each, to the library's
 * upload on the real server in its own process, and to a bare Fastify multipart sink in the same
 * run (the floor); the server's resident set sampled throughout. Then text extraction of a
 * 100-page paper in this process, as the job that follows an upload runs it.
 */
export async function benchUploads(
  dataset: DatasetTarget,
  options: UploadsBenchOptions,
): Promise<string> {
  const round: RoundOptions = {
    files: options.files ?? uploadLimits.maxFilesPerUpload,
    // The largest file the upload accepts (busboy refuses only what is over the limit).
    fileBytes: options.fileBytes ?? uploadLimits.maxFileBytes,
    // 1 MiB of random bytes, repeated: encryption and hashing cost the same as for a real PDF.
    filler: randomBytes(1_048_576),
  };

  // Each target alone on the machine while it is measured: the floor first, then Quorate.
  const floor = await measuredOn(
    await startTarget("multipart-sink", options.postgresUrl, "", ["--expose-gc"]),
    (sink) => uploadRound(sink, { url: sink.url, headers: {} }, expectStoredSize("bytes"), round),
  );
  const quorate = await measuredOn(
    await startTarget(`dataset-${dataset.kind}`, options.postgresUrl, dataset.location, [
      "--expose-gc",
    ]),
    async (server) =>
      uploadRound(
        server,
        await libraryManager(server.url, dataset.plan),
        expectStoredSize("sizeBytes"),
        round,
      ),
  );

  const extraction = await benchExtraction();
  const mib = (round.fileBytes / 1_048_576).toFixed(0);
  return [
    `== uploads on ${dataset.kind}: ${round.files} PDF-shaped files of ${mib} MiB at once, one multipart POST each`,
    uploadsTable({ name: "bare Fastify multipart → /dev/null (floor)", round: floor }, [
      { name: `Quorate POST …/governance-documents (${dataset.kind})`, round: quorate },
    ]),
    streamingVerdict(quorate),
    "",
    extractionTable(extraction),
  ].join("\n");
}
