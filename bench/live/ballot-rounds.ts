import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { LiveMeeting, Voter } from "./live-meeting-setup.js";
import type { HeldViewer } from "./push-viewer.js";
import type { RoundOutcome, RoundWatch } from "./round-watch.js";

/** Ballots cast at once: a show of hands is not one click at a time, nor all in one instant. */
const ballotsAtOnce = 3;
/** Every viewer must be showing the vote before ballots are cast; polling pages take up to 10 s. */
const showVoteTimeoutMs = 15_000;
/** After the last ballot, how long the bench waits for every viewer to show the final tally. */
const seeTallyTimeoutMs = 12_000;

const choices = ["Support", "Support", "Oppose", "Support", "Abstain"] as const;

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

async function cast(voter: Voter, voteId: string, i: number): Promise<number> {
  const res = await voter.client.post(`/api/votes/${voteId}/ballots`, {
    choice: choices[i % choices.length],
    onBehalfOf: voter.onBehalfOf,
  });
  const at = performance.now();
  if (res.status >= 300)
    throw new Error(`ballot: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return at;
}

export type RoundsResult = { outcomes: RoundOutcome[]; notes: string[] };

/**
 * Runs one round per Vote item, each `roundMs` long whatever the viewers do (so CPU per minute
 * compares like with like): the runner opens the vote, every viewer comes to show it, the
 * voters cast their ballots a few at a time, the bench waits for every viewer to read the tally
 * with all of them counted, and the runner closes the vote.
 */
export async function runBallotRounds(
  meeting: LiveMeeting,
  itemIds: readonly string[],
  viewers: readonly HeldViewer[],
  watch: RoundWatch,
  roundMs: number,
): Promise<RoundsResult> {
  const outcomes: RoundOutcome[] = [];
  const notes: string[] = [];
  for (const itemId of itemIds) {
    const started = performance.now();
    const opened = await meeting.runner.post<{ Id: string }>(
      `/api/meetings/${meeting.meetingId}/agenda/items/${itemId}/vote`,
      { anonymous: false },
    );
    if (opened.status !== 201)
      throw new Error(`open the vote: ${opened.status} ${JSON.stringify(opened.body)}`);
    const voteId = opened.body.Id;
    watch.start(voteId, meeting.voters.length);
    if (!(await waitUntil(() => watch.readersOfVote() >= viewers.length, showVoteTimeoutMs)))
      notes.push(`  ${viewers.length - watch.readersOfVote()} viewers never showed vote ${voteId}`);
    let lastBallotAt = 0;
    for (let i = 0; i < meeting.voters.length; i += ballotsAtOnce) {
      const wave = meeting.voters.slice(i, i + ballotsAtOnce);
      const answered = await Promise.all(wave.map((v, k) => cast(v, voteId, i + k)));
      lastBallotAt = Math.max(lastBallotAt, ...answered);
    }
    watch.lastBallot(lastBallotAt);
    await waitUntil(() => watch.seenCount() >= viewers.length, seeTallyTimeoutMs);
    outcomes.push(watch.finish(viewers.length));
    const closed = await meeting.runner.post(`/api/votes/${voteId}/close`, {});
    if (closed.status !== 200)
      throw new Error(`close the vote: ${closed.status} ${JSON.stringify(closed.body)}`);
    await sleep(Math.max(0, started + roundMs - performance.now()));
  }
  return { outcomes, notes };
}
