import { formatMs, summarise } from "../hub/latency-summary.js";
import type { BallotRun } from "./ballot-runs.js";
import type { QuorateRun } from "./quorate-run.js";

/** The goals of issue 17, item 10. */
export const votesGoals = { ballotP99Ms: 100, finalTallySeenMs: 1000 } as const;

export type VotesShape = {
  voters: number;
  seconds: number;
  duplicates: number;
  late: number;
  viewers: number;
  connections: number;
};

const n = (x: number) => x.toLocaleString("en-NZ");
const perBallot = (ms: number, ballots: number) => (ballots > 0 ? (ms / ballots).toFixed(2) : "–");
const verdict = (met: boolean) => (met ? "met" : "NOT met");

/** Each ballot's wait from the moment it was due (the open loop's schedule) to its answer. */
const latencyOf = (run: BallotRun) => summarise(run.sent.map((s) => s.answeredAt - s.dueAt));

function row(name: string, run: BallotRun) {
  const l = latencyOf(run);
  const c = run.cost;
  const sent = run.sent.length;
  return `| ${name} | ${n(sent)} | ${n(run.ledger.accepted)} | ${n(run.ledger.refused)} | ${n(run.ledger.failed)} | ${formatMs(l.p50)} | ${formatMs(l.p95)} | ${formatMs(l.p99)} | ${formatMs(l.max)} | ${perBallot(c.serverCpuMs, sent)} | ${perBallot(c.postgresCpuMs, sent)} | ${perBallot(c.benchCpuMs, sent)} |`;
}

function seen(waits: ReadonlyArray<number | undefined>) {
  const got = waits.filter((w): w is number => w !== undefined);
  const s = summarise(got);
  return {
    text: `p50 ${formatMs(s.p50)}, p95 ${formatMs(s.p95)}, max ${formatMs(s.max)} ms${waits.length > got.length ? `, ${waits.length - got.length} never` : ""}`,
    max: s.max,
    missed: waits.length - got.length,
  };
}

function integrity(name: string, run: BallotRun): string {
  const l = run.ledger;
  return `${name}: ${n(l.accepted)} accepted, ${n(l.stored)} stored — lost ${l.lost}, duplicates stored ${l.duplicatesStored}, voters accepted twice ${l.acceptedTwice}, stored without an answer ${l.storedUnanswered}, accepted after close ${l.acceptedAfterClose}`;
}

/** The run as one table beside its floor, what the viewers saw, and a verdict per goal. */
export function votesReport(shape: VotesShape, floor: BallotRun, quorate: QuorateRun): string {
  const q = quorate.ledger;
  const ql = latencyOf(quorate);
  const fl = latencyOf(floor);
  const v = quorate.viewers;
  const final = seen(v.finalSeenMs);
  const closed = seen(v.closedSeenMs);
  // A voter's duplicate may be the one that counts: what matters is that every voter has one.
  const votersAccepted = new Set(
    quorate.sent.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.item.voter),
  ).size;
  const late = summarise(quorate.sent.map((s) => s.sentAt - s.dueAt));
  const burst = [...quorate.burst.statuses]
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${n(count)} × ${status || "no answer"}`)
    .join(", ");
  const rate = Math.round(shape.voters / shape.seconds);
  return [
    `== votes: an association's member ballot on PostgreSQL — ${n(shape.voters)} voters within ${shape.seconds} s (${n(rate)}/s, open loop, ${shape.connections} connections), ${n(shape.duplicates)} of them sending a duplicate in the same moment, ${n(shape.viewers)} viewers; then the host closes it and ${n(quorate.burst.sent)} ballots arrive after the close`,
    "| target | ballots sent | accepted | refused | failed | p50 ms | p95 ms | p99 ms | max ms | server CPU ms / ballot | PostgreSQL CPU ms / ballot | bench CPU ms / ballot |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    row("bare Fastify insert (floor)", floor),
    row(`Quorate POST /api/votes/:voteId/ballots, ${n(shape.viewers)} viewers`, quorate),
    `Quorate / floor: p50 ${(ql.p50 / fl.p50).toFixed(1)}×, p99 ${(ql.p99 / fl.p99).toFixed(1)}×; server CPU per ballot ${(quorate.cost.serverCpuMs / Math.max(1, floor.cost.serverCpuMs)).toFixed(1)}×, PostgreSQL ${(quorate.cost.postgresCpuMs / Math.max(1, floor.cost.postgresCpuMs)).toFixed(1)}×`,
    integrity("floor", floor),
    integrity("Quorate", quorate),
    `viewers: ${v.opened} of ${v.asked} opened, ${v.held} still open after the close${v.openFailures.length > 0 ? ` (${v.openFailures.length} failed to open: ${v.openFailures[0]})` : ""}; ${n(v.changes)} changes heard, ${n(v.reads)} tally reads (${v.failedReads} failed)`,
    `  final tally (${n(quorate.finalCount)} ballots) seen after the last accepted ballot: ${final.text}`,
    `  "Closed" seen after the host's close answered: ${closed.text}`,
    `the host's close answered in ${formatMs(quorate.close.ms)} ms; after it: ${burst}`,
    `bench: sent late p99 ${formatMs(late.p99)} ms, max ${formatMs(late.max)} ms; event-loop delay p99 ${formatMs(quorate.cost.benchLoopDelayP99Ms)} ms`,
    `goal every voter's ballot accepted: ${verdict(votersAccepted === shape.voters)} (${n(votersAccepted)} of ${n(shape.voters)})`,
    `goal 0 lost: ${verdict(q.lost === 0)} (${q.lost})`,
    `goal 0 duplicated: ${verdict(q.duplicatesStored + q.acceptedTwice === 0)} (${q.duplicatesStored} stored, ${q.acceptedTwice} accepted twice)`,
    `goal 0 accepted after close: ${verdict(q.acceptedAfterClose === 0)} (${q.acceptedAfterClose})`,
    `goal ballot p99 ≤ ${votesGoals.ballotP99Ms} ms: ${verdict(ql.p99 <= votesGoals.ballotP99Ms)} (${formatMs(ql.p99)} ms; floor ${formatMs(fl.p99)} ms)`,
    shape.viewers === 0
      ? "goal every viewer sees the final tally: not measured (no viewers)"
      : `goal every viewer sees the final tally ≤ ${votesGoals.finalTallySeenMs} ms after the last ballot: ${verdict(final.missed === 0 && v.opened === v.asked && final.max <= votesGoals.finalTallySeenMs)} (max ${formatMs(final.max)} ms, ${final.missed} never)`,
  ].join("\n");
}
