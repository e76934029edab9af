import { latencyTable } from "../hub/hub-report.js";
import { type LatencySummary, summarise } from "../hub/latency-summary.js";
import type { PhaseFigures, Stretch } from "./live-phase.js";

const label = {
  push: "push (live stream)",
  poll: "polling (old loops)",
  none: "nobody watching",
} as const;

/** CPU milliseconds a minute over a stretch. */
export function perMinute(cpuMs: number, stretch: Stretch): number {
  return stretch.ms > 0 ? cpuMs / (stretch.ms / 60_000) : Number.NaN;
}

/**
 * CPU milliseconds per viewer per minute, net of what the same stretch cost with nobody
 * watching (`baselinePerMinute`: the ballots, opening and closing the votes themselves).
 */
export function perViewerMinute(
  cpuMs: number,
  stretch: Stretch,
  viewers: number,
  baselinePerMinute = 0,
): number {
  return viewers > 0 ? (perMinute(cpuMs, stretch) - baselinePerMinute) / viewers : Number.NaN;
}

const perSecond = (s: Stretch) => (s.ms > 0 ? (s.requests * 1000) / s.ms : 0);
const fixed = (n: number, digits = 1) => (Number.isNaN(n) ? "–" : n.toFixed(digits));

export function seenSummary(phase: PhaseFigures): LatencySummary {
  return summarise(phase.outcomes.flatMap((o) => o.seenMs));
}

export function missedCount(phase: PhaseFigures): number {
  return phase.outcomes.reduce((n, o) => n + o.missed, 0);
}

function growth(before: number | undefined, after: number | undefined, viewers: number): string {
  if (before === undefined || after === undefined) return "–";
  const perViewerKiB = ((after - before) * 1024) / Math.max(viewers, 1);
  return `${Math.round(before)} → ${Math.round(after)} MiB (${perViewerKiB.toFixed(0)} KiB/viewer)`;
}

export function viewersTable(phases: readonly PhaseFigures[], holdSeconds: number): string {
  const lines = [
    `${"viewers".padEnd(24)} ${"held".padStart(9)} ${"open s".padStart(7)}   ${"JS heap before → after".padEnd(34)} RSS before → after (after GC, ${holdSeconds} s held)`,
  ];
  for (const p of phases)
    if (p.kind !== "none")
      lines.push(
        `${label[p.kind].padEnd(24)} ${`${p.held}/${p.viewers}`.padStart(9)} ${p.openSeconds.toFixed(1).padStart(7)}   ${growth(p.memoryBefore.heapMiB, p.memoryHeld.heapMiB, p.opened).padEnd(34)} ${growth(p.memoryBefore.rssMiB, p.memoryHeld.rssMiB, p.opened)}`,
      );
  return lines.join("\n");
}

type CpuOf = (s: Stretch) => number;

function costRows(phases: readonly PhaseFigures[], title: string, cpu: CpuOf): string[] {
  const none = phases.find((p) => p.kind === "none");
  const baseline = none ? perMinute(cpu(none.voting), none.voting) : 0;
  const lines = [
    [
      title.padEnd(28),
      "idle".padStart(8),
      "voting".padStart(8),
      "idle/viewer".padStart(12),
      "voting/viewer".padStart(14),
      "req/s idle".padStart(11),
      "req/s voting".padStart(13),
    ].join(" "),
  ];
  for (const p of phases)
    lines.push(
      [
        label[p.kind].padEnd(28),
        fixed(perMinute(cpu(p.idle), p.idle), 0).padStart(8),
        fixed(perMinute(cpu(p.voting), p.voting), 0).padStart(8),
        fixed(perViewerMinute(cpu(p.idle), p.idle, p.opened), 2).padStart(12),
        fixed(perViewerMinute(cpu(p.voting), p.voting, p.opened, baseline), 2).padStart(14),
        fixed(perSecond(p.idle)).padStart(11),
        fixed(perSecond(p.voting)).padStart(13),
      ].join(" "),
    );
  return lines;
}

/**
 * CPU milliseconds a minute, idle and while voting: all of it, then per viewer (while voting,
 * net of the same rounds with nobody watching); PostgreSQL's processes beside when it is used.
 */
export function costTable(phases: readonly PhaseFigures[], onPostgres: boolean): string {
  return [
    ...costRows(phases, "server CPU ms/min", (s) => s.serverCpuMs),
    ...(onPostgres
      ? ["", ...costRows(phases, "PostgreSQL CPU ms/min", (s) => s.postgresCpuMs)]
      : []),
  ].join("\n");
}

export function tallyTable(phases: readonly PhaseFigures[]): string {
  const rows: Array<[string, LatencySummary]> = [];
  for (const p of phases) {
    if (p.kind === "none") continue;
    if (p.kind === "push")
      rows.push(["push: change event heard", summarise(p.outcomes.flatMap((o) => o.heardMs))]);
    rows.push([`${p.kind === "push" ? "push" : "polling"}: final tally read`, seenSummary(p)]);
  }
  return `each viewer, from the last ballot's answer:\n${latencyTable(rows)}`;
}

function transactionsNote(s: Stretch): string {
  if (s.transactions === undefined) return "";
  const perRead = s.requests > 0 ? `, ${(s.transactions / s.requests).toFixed(1)} per read` : "";
  return `; ${s.transactions} PostgreSQL transactions${perRead}`;
}

/** Where the time went: the stretches' lengths, the bench's own CPU, notes from each phase. */
export function phaseNotes(phases: readonly PhaseFigures[]): string[] {
  return phases.flatMap((p) => [
    `  ${p.kind}: idle ${(p.idle.ms / 1000).toFixed(0)} s (server ${p.idle.serverCpuMs.toFixed(0)} ms CPU${transactionsNote(p.idle)}), voting ${(p.voting.ms / 1000).toFixed(0)} s (server ${p.voting.serverCpuMs.toFixed(0)} ms, PostgreSQL ${p.voting.postgresCpuMs.toFixed(0)} ms CPU; ${p.voting.requests} reads${transactionsNote(p.voting)}); the bench's viewers ${p.voting.benchCpuMs.toFixed(0)} ms CPU, event-loop delay p99 ${p.voting.benchLoopDelayP99Ms.toFixed(0)} ms; ${missedCount(p)} viewer-rounds never read the final tally`,
    ...p.notes,
  ]);
}
