import type { DatasetTarget } from "../dataset-targets.js";
import { livePushVerdict } from "../goals.js";
import { startTarget } from "../target-process.js";
import { prepareLiveMeeting } from "./live-meeting-setup.js";
import { type PhaseFigures, runLivePhase } from "./live-phase.js";
import {
  costTable,
  missedCount,
  phaseNotes,
  seenSummary,
  tallyTable,
  viewersTable,
} from "./live-report.js";

export type LiveBenchOptions = {
  viewers: number;
  voters: number;
  rounds: number;
  holdSeconds: number;
  postgresUrl: string;
  sizeName: string;
};

/** Long enough for a polling page to find a new vote (10 s), be voted on and show the tally (5 s). */
const roundMs = 20_000;

/**
 * Issue 14, item 9: one meeting page held open by N viewers while M members vote, first by the
 * push channel (GET /api/meetings/:id/live), then, on the same server and meeting, by the
 * refresh loops the page had before it; the same idle hold and the same rounds for both.
 */
export async function benchLive(
  dataset: DatasetTarget,
  options: LiveBenchOptions,
): Promise<string> {
  const target = await startTarget(
    `dataset-${dataset.kind}`,
    options.postgresUrl,
    dataset.location,
    ["--expose-gc"],
  );
  try {
    // One warm-up round, then each phase's rounds, each on its own Vote item.
    const baselineRounds = Math.min(2, options.rounds);
    const meeting = await prepareLiveMeeting(
      target.url,
      dataset.plan,
      1 + 2 * options.rounds + baselineRounds,
      options.voters,
    );
    const [warmUp, ...items] = meeting.voteItemIds;
    const pushItems = items.slice(0, options.rounds);
    const pollItems = items.slice(options.rounds, 2 * options.rounds);
    const common = {
      baseUrl: target.url,
      target,
      databaseUrl: dataset.kind === "postgres" ? dataset.location : undefined,
      plan: dataset.plan,
      meeting,
      viewers: options.viewers,
      holdSeconds: options.holdSeconds,
      roundMs,
    };
    const phases: PhaseFigures[] = [];
    phases.push(
      await runLivePhase("push", {
        ...common,
        warmUpItemId: warmUp,
        itemIds: pushItems,
      }),
    );
    console.log(`  push: ${phases[0]?.held}/${options.viewers} viewers held`);
    phases.push(
      await runLivePhase("none", {
        ...common,
        viewers: 0,
        holdSeconds: 0,
        warmUpItemId: undefined,
        itemIds: items.slice(2 * options.rounds),
      }),
      await runLivePhase("poll", { ...common, warmUpItemId: undefined, itemIds: pollItems }),
    );
    const own = meeting.voters.filter((v) => v.onBehalfOf === undefined).length;
    const push = phases.find((p) => p.kind === "push");
    return [
      `== live meeting page, dataset "${options.sizeName}" on ${dataset.kind}: ${options.viewers} viewers of one meeting, ${options.voters} voters (${own} cast their own ballot, ${options.voters - own} recorded by the minute taker), ${options.rounds} rounds of ${roundMs / 1000} s per phase, idle hold ${options.holdSeconds} s`,
      viewersTable(phases, options.holdSeconds),
      "",
      costTable(phases, dataset.kind === "postgres"),
      "",
      tallyTable(phases),
      ...phaseNotes(phases),
      // A viewer that could not open saw no round at all.
      ...(push
        ? [
            livePushVerdict(
              options.viewers,
              seenSummary(push),
              missedCount(push) + (options.viewers - push.opened) * options.rounds,
            ),
          ]
        : []),
    ].join("\n");
  } finally {
    await target.stop();
  }
}
