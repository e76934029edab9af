import type { UploadTiming } from "./post-upload.js";

const mebibyte = 1_048_576;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

/** MB here is 2^20 bytes, as the upload limit's "50mb" counts it (common/uploads.ts). */
export const mibPerSecond = (bytes: number, ms: number) => bytes / mebibyte / (ms / 1000);

export type RssFigures = { baselineMiB: number; peakMiB: number; samples: number };

export type RoundFigures = {
  files: number;
  fileMiB: number;
  wallMs: number;
  overallMiBps: number;
  medianFileMiBps: number;
  medianAnswerAfterSentMs: number;
  rss: RssFigures;
};

/**
 * A round of concurrent uploads in figures: overall throughput is every byte over the wall time
 * (first request started to last answer), per file each upload's own bytes over its own time.
 */
export function roundFigures(
  timings: readonly UploadTiming[],
  wallMs: number,
  baselineSamples: readonly number[],
  roundSamples: readonly number[],
): RoundFigures {
  const bytes = timings.reduce((sum, t) => sum + t.bytes, 0);
  return {
    files: timings.length,
    fileMiB: timings.length > 0 ? bytes / timings.length / mebibyte : 0,
    wallMs,
    overallMiBps: mibPerSecond(bytes, wallMs),
    medianFileMiBps: median(timings.map((t) => mibPerSecond(t.bytes, t.ms))),
    medianAnswerAfterSentMs: median(timings.map((t) => t.answerAfterSentMs)),
    rss: {
      baselineMiB: median(baselineSamples),
      peakMiB: roundSamples.length > 0 ? Math.max(...roundSamples) : Number.NaN,
      samples: roundSamples.length,
    },
  };
}

/**
 * Whether the uploads were streamed: holding a single file whole would raise the resident set by
 * at least that file's size, so a peak growth below one file while all of them were in flight
 * proves none was held whole (ten held at once would be ten files).
 */
export function streamingVerdict(round: RoundFigures): string {
  const growth = round.rss.peakMiB - round.rss.baselineMiB;
  const whole = round.files * round.fileMiB;
  const shown = `peak − before ${growth.toFixed(0)} MiB while ${round.files} × ${round.fileMiB.toFixed(0)} MiB streamed in (held whole: ≥ ${whole.toFixed(0)} MiB; ${round.rss.samples} samples)`;
  if (Number.isNaN(growth) || round.rss.samples === 0)
    return `streamed, never held whole: NOT MEASURED — no RSS samples (/proc missing?)`;
  const ok = growth < round.fileMiB;
  return `streamed, never held whole (peak growth < one ${round.fileMiB.toFixed(0)} MiB file): ${ok ? "met" : "MISSED"} — ${shown}`;
}
