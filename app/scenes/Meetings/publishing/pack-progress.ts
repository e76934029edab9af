import type { PackStatus } from "../../../data/meetings/pack.js";

/** What the pack panel shows; each case is a sentence in en-publishing.ts. */
export type PackView =
  | { kind: "none" }
  | { kind: "building"; step: string | null; percent: number | null; rebuilding: boolean }
  | { kind: "ready" }
  | { kind: "failed"; error: string | null; oldPackAvailable: boolean };

/** Whole per cent of the build done, or null while the build cannot say yet (indeterminate bar). */
export function packPercent(done: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

export function packView(status: PackStatus): PackView {
  switch (status.status) {
    case "none":
      return { kind: "none" };
    case "queued":
    case "building":
      return {
        kind: "building",
        // The server words each step ("Merging paper 7 of 12"); a queued build has none yet.
        step: status.status === "building" ? status.step : null,
        percent: status.status === "building" ? packPercent(status.done, status.total) : null,
        // The previous pack stays readable until the new one is ready.
        rebuilding: status.available,
      };
    case "ready":
      return status.available ? { kind: "ready" } : { kind: "none" };
    case "failed":
      return { kind: "failed", error: status.error, oldPackAvailable: status.available };
  }
}
