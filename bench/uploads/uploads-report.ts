import type { ExtractionFigures } from "./extraction-timing.js";
import type { RoundFigures } from "./upload-figures.js";

export type UploadRow = { name: string; round: RoundFigures };

const fixed = (n: number, digits = 0) => (Number.isNaN(n) ? "–" : n.toFixed(digits));

/** Throughput, wall time and the target's memory, one row per target, the floor first. */
export function uploadsTable(floor: UploadRow, rows: readonly UploadRow[]): string {
  const lines = [
    [
      "target".padEnd(44),
      "MiB/s all".padStart(9),
      "MiB/s per file".padStart(15),
      "wall s".padStart(7),
      "answer after last byte ms".padStart(26),
      "  RSS before → peak (growth) MiB",
      "  share of floor",
    ].join(" "),
  ];
  for (const { name, round } of [floor, ...rows]) {
    const share =
      round === floor.round
        ? "1.00 (floor)"
        : fixed(round.overallMiBps / floor.round.overallMiBps, 2);
    lines.push(
      [
        name.padEnd(44),
        fixed(round.overallMiBps).padStart(9),
        fixed(round.medianFileMiBps, 1).padStart(15),
        fixed(round.wallMs / 1000, 1).padStart(7),
        fixed(round.medianAnswerAfterSentMs).padStart(26),
        `  ${fixed(round.rss.baselineMiB)} → ${fixed(round.rss.peakMiB)} (+${fixed(round.rss.peakMiB - round.rss.baselineMiB)})`.padEnd(
          32,
        ),
        `  ${share}`,
      ].join(" "),
    );
  }
  return lines.join("\n");
}

/** Median milliseconds per 100 pages: extraction, then cutting into passages. */
export function extractionTable(figures: readonly ExtractionFigures[]): string {
  const lines = [
    `${"text extraction".padEnd(20)} ${"pages".padStart(6)} ${"file KiB".padStart(9)} ${"passages".padStart(9)} ${"extractText ms/100 p".padStart(21)} ${"toPassages ms/100 p".padStart(20)}`,
  ];
  for (const f of figures) {
    const per100 = (ms: number) => fixed((ms * 100) / f.pages, 1);
    lines.push(
      `${`${f.format} (median of ${f.repetitions})`.padEnd(20)} ${String(f.pages).padStart(6)} ${fixed(f.fileKiB).padStart(9)} ${String(f.passages).padStart(9)} ${per100(f.extractMs).padStart(21)} ${per100(f.passagesMs).padStart(20)}`,
    );
  }
  return lines.join("\n");
}
