import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { TargetProcess } from "../target-process.js";
import type { UploadAccess } from "./library-manager.js";
import { type BenchFile, postUpload, type UploadTiming } from "./post-upload.js";
import { sampleRss } from "./rss-sampler.js";
import { type RoundFigures, roundFigures } from "./upload-figures.js";

export type RoundOptions = { files: number; fileBytes: number; filler: Buffer };

function refused(what: string, timing: UploadTiming): Error {
  return new Error(`${what}: ${timing.status} ${timing.body.slice(0, 300)}`);
}

/**
 * `files` uploads of `fileBytes` each started together, the target's resident set sampled every
 * 50 ms meanwhile. First one small upload, unmeasured: it proves the route answers 201 here and
 * loads the code every upload runs, so the baseline is the server ready to take files. The
 * baseline follows a full collection where the target allows one (`--expose-gc`), which makes
 * the growth reported an upper bound rather than a figure flattered by garbage.
 */
export async function uploadRound(
  target: Pick<TargetProcess, "pid" | "settledMemory">,
  access: UploadAccess,
  check: (timing: UploadTiming) => void,
  options: RoundOptions,
): Promise<RoundFigures> {
  const warmUp = await postUpload(access.url, access.headers, {
    name: "Warm-up paper.pdf",
    size: 1_048_576,
    filler: options.filler,
  });
  if (warmUp.status !== 201) throw refused("the warm-up upload", warmUp);
  check(warmUp);
  await target.settledMemory();
  const before = sampleRss(target.pid);
  await sleep(1000);
  const baselineSamples = before.stop();

  const files: BenchFile[] = Array.from({ length: options.files }, (_, i) => ({
    name: `Bench paper ${i + 1}.pdf`,
    size: options.fileBytes,
    filler: options.filler,
  }));
  const during = sampleRss(target.pid);
  const start = performance.now();
  const timings = await Promise.all(files.map((f) => postUpload(access.url, access.headers, f)));
  const wallMs = performance.now() - start;
  const roundSamples = during.stop();
  for (const [i, t] of timings.entries()) {
    if (t.status !== 201) throw refused(`upload ${i + 1}`, t);
    check(t);
  }
  return roundFigures(timings, wallMs, baselineSamples, roundSamples);
}
