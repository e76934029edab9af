import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { openInBatches } from "../hub/open-in-batches.js";
import { startTarget } from "../target-process.js";
import { ballotLedger } from "./ballot-ledger.js";
import {
  type BallotRun,
  type Cast,
  castSchedule,
  personOf,
  type RunSetup,
  storedBallots,
  waitUntil,
} from "./ballot-runs.js";
import { afterCloseBurst } from "./ballot-schedule.js";
import { httpCall, memberHeaders } from "./http-call.js";
import type { BallotBox } from "./member-ballot.js";
import { sendOpenLoop } from "./open-loop.js";
import { withCost } from "./run-cost.js";
import { firstSighting } from "./tally-sightings.js";
import { openTallyViewer, type TallyViewer } from "./tally-viewer.js";

export type ViewerFigures = {
  asked: number;
  opened: number;
  /** Still open after the close. */
  held: number;
  openFailures: string[];
  /** Each viewer's wait from the last accepted ballot to a tally counting every ballot. */
  finalSeenMs: Array<number | undefined>;
  /** Each viewer's wait from the host's close (answered) to a tally saying Closed. */
  closedSeenMs: Array<number | undefined>;
  reads: number;
  failedReads: number;
  changes: number;
};

export type QuorateRun = BallotRun & {
  viewers: ViewerFigures;
  /** Ballots counted when the open loop ended: the final tally every viewer must reach. */
  finalCount: number;
  close: { ms: number; status: number };
  burst: { sent: number; statuses: Map<number, number> };
};

function viewerFigures(
  asked: number,
  viewers: readonly TallyViewer[],
  openFailures: string[],
  finalCount: number,
  lastAcceptedAt: number,
  closedAt: number,
  held: number,
): ViewerFigures {
  const reads = viewers.flatMap((v) => v.reads);
  return {
    asked,
    opened: viewers.length,
    held,
    openFailures,
    finalSeenMs: viewers.map((v) =>
      firstSighting(v.reads, lastAcceptedAt, (r) => r.voted >= finalCount),
    ),
    closedSeenMs: viewers.map((v) => firstSighting(v.reads, closedAt, (r) => r.closed)),
    reads: reads.length,
    failedReads: reads.filter((r) => r.status !== 200).length,
    changes: viewers.reduce((sum, v) => sum + v.changes, 0),
  };
}

/**
 * Quorate: N viewers hold the flying minute open; the schedule's ballots go to
 * POST /api/votes/:voteId/ballots, each voter signed in; once every viewer shows the final
 * tally (or 10 s have passed) the host closes it, and a burst of ballots arrives after the close.
 */
export async function quorateRun(
  setup: RunSetup,
  warm: BallotBox,
  box: BallotBox,
  viewerCount: number,
): Promise<QuorateRun> {
  const { ballot } = setup;
  const target = await startTarget("dataset-postgres", setup.postgresUrl, ballot.databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: setup.connections });
  const readAgent = new http.Agent({ keepAlive: true, maxSockets: Math.max(1, viewerCount) });
  let viewers: TallyViewer[] = [];
  try {
    const cast: Cast = (b, member, choice) =>
      httpCall(agent, new URL(`/api/votes/${b.voteId}/ballots`, target.url), {
        method: "POST",
        headers: memberHeaders(member.token),
        body: JSON.stringify({ choice }),
      });
    const { warmUp, run } = castSchedule(setup, warm, box, cast);
    // Viewers are voters watching their own ballot: one page each, each their own session.
    const watch = (into: BallotBox) =>
      openInBatches(viewerCount, 50, (i) => {
        const member = ballot.voters[i % ballot.voters.length];
        if (!member) throw new Error("no voter to watch");
        return openTallyViewer(
          target.url,
          into.flyingMinuteId,
          memberHeaders(member.token),
          readAgent,
        );
      });
    // The warm-up is watched too: telling viewers and their reads are warm as well.
    const warmViewers = await watch(warm);
    await warmUp();
    for (const v of warmViewers.opened) v.close();
    const opening = await watch(box);
    viewers = opening.opened;
    await sleep(1_000);
    const { result: sent, cost } = await withCost(target.pid, ballot.databaseUrl, run);
    const lastAcceptedAt = Math.max(
      ...sent.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.answeredAt),
    );
    const finalCount = (await storedBallots(ballot.databaseUrl, box.voteId)).stored.length;
    await waitUntil(() => viewers.every((v) => v.reads.some((r) => r.voted >= finalCount)), 10_000);

    const closeStarted = performance.now();
    const closed = await httpCall(
      agent,
      new URL(`/api/flying-minutes/${box.flyingMinuteId}/status`, target.url),
      {
        method: "POST",
        headers: memberHeaders(ballot.host.token),
        body: JSON.stringify({ to: "Closed" }),
      },
    );
    const closedAt = performance.now();
    if (closed.status !== 200)
      throw new Error(`close: ${closed.status} ${closed.text.slice(0, 300)}`);
    const burst = afterCloseBurst(
      ballot.late.length,
      Math.min(ballot.late.length, ballot.voters.length),
    );
    const late = await sendOpenLoop(
      burst.map((b) => ({ ...b, at: 0 })),
      (b) => {
        const member = (b.who === "late" ? ballot.late : ballot.voters)[b.index];
        if (!member) throw new Error(`no ${b.who} member ${b.index}`);
        return cast(box, member, b.choice);
      },
    );
    await waitUntil(() => viewers.every((v) => v.reads.some((r) => r.closed)), 10_000);
    const held = viewers.filter((v) => v.open()).length;

    const { stored, closedAt: voteClosedAt } = await storedBallots(ballot.databaseUrl, box.voteId);
    const answers = [
      ...sent.map((s) => ({
        personId: personOf(setup, s.item),
        status: s.status,
        afterClose: false,
      })),
      ...late.map((s) => ({
        personId:
          (s.item.who === "late" ? ballot.late : ballot.voters)[s.item.index]?.personId ?? "",
        status: s.status,
        afterClose: true,
      })),
    ];
    const statuses = new Map<number, number>();
    for (const s of late) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    return {
      sent,
      ledger: ballotLedger(answers, stored, voteClosedAt),
      cost,
      finalCount,
      viewers: viewerFigures(
        viewerCount,
        viewers,
        opening.failures,
        finalCount,
        lastAcceptedAt,
        closedAt,
        held,
      ),
      close: { ms: closedAt - closeStarted, status: closed.status },
      burst: { sent: late.length, statuses },
    };
  } finally {
    for (const v of viewers) v.close();
    agent.destroy();
    readAgent.destroy();
    await target.stop();
  }
}
