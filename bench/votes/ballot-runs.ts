import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { pgConnection } from "../../server/db/pg-connection.js";
import { startTarget } from "../target-process.js";
import { ballotLedger, type Ledger, type StoredBallot } from "./ballot-ledger.js";
import type { PlannedBallot } from "./ballot-schedule.js";
import { type HttpAnswer, httpCall } from "./http-call.js";
import type { BallotBox, Member, MemberBallot } from "./member-ballot.js";
import { type Sent, sendOpenLoop } from "./open-loop.js";
import { type RunCost, withCost } from "./run-cost.js";

export type RunSetup = {
  postgresUrl: string;
  ballot: MemberBallot;
  schedule: readonly PlannedBallot[];
  /** Sockets the ballots share (kept alive), the same for the floor and Quorate. */
  connections: number;
};

export type BallotRun = { sent: Sent<PlannedBallot>[]; ledger: Ledger; cost: RunCost };

export type Cast = (
  box: BallotBox,
  member: Member,
  choice: PlannedBallot["choice"],
) => Promise<HttpAnswer>;

/** How long the warm-up runs: the schedule's first seconds, at its rate, into a box of its own. */
const warmUpMs = 2_000;

/**
 * The schedule into `box`, and its warm-up: the schedule's first two seconds (the same voters
 * at the same rate) into the warm-up box, where they are voters too, so the target's JIT, its
 * pool's connections and their prepared statements are those of the run.
 */
export function castSchedule(setup: RunSetup, warm: BallotBox, box: BallotBox, cast: Cast) {
  const { voters } = setup.ballot;
  const send = (into: BallotBox) => (p: PlannedBallot) => {
    const member = voters[p.voter];
    if (!member) throw new Error(`no voter ${p.voter}`);
    return cast(into, member, p.choice);
  };
  return {
    warmUp: async () => {
      await sendOpenLoop(
        setup.schedule.filter((p) => p.at < warmUpMs),
        send(warm),
      );
      await sleep(500);
    },
    run: () => sendOpenLoop(setup.schedule, send(box)),
  };
}

export async function storedBallots(
  databaseUrl: string,
  voteId: string,
): Promise<{ stored: StoredBallot[]; closedAt: Date | undefined }> {
  const client = new pg.Client(pgConnection(databaseUrl));
  await client.connect();
  try {
    const ballots = await client.query<{ person_id: string; cast_at: Date }>(
      "select person_id, cast_at from ballots where vote_id = $1",
      [voteId],
    );
    const vote = await client.query<{ closed_at: Date | null }>(
      "select closed_at from votes where id = $1",
      [voteId],
    );
    return {
      stored: ballots.rows.map((r) => ({ personId: r.person_id, castAt: r.cast_at })),
      closedAt: vote.rows[0]?.closed_at ?? undefined,
    };
  } finally {
    await client.end();
  }
}

export async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(20);
}

export const personOf = (setup: RunSetup, p: PlannedBallot) =>
  setup.ballot.voters[p.voter]?.personId ?? "";

/** The floor: the same ballots at the same moments over the same sockets, into bare Fastify's insert. */
export async function floorRun(
  setup: RunSetup,
  warm: BallotBox,
  box: BallotBox,
): Promise<BallotRun> {
  const target = await startTarget("bare-ballots", setup.postgresUrl, setup.ballot.databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: setup.connections });
  try {
    const cast: Cast = (b, member, choice) =>
      httpCall(agent, new URL(`/votes/${b.voteId}/ballots`, target.url), {
        method: "POST",
        headers: {},
        body: JSON.stringify({ personId: member.personId, choice }),
      });
    const { warmUp, run } = castSchedule(setup, warm, box, cast);
    await warmUp();
    const { result: sent, cost } = await withCost(target.pid, setup.ballot.databaseUrl, run);
    const { stored } = await storedBallots(setup.ballot.databaseUrl, box.voteId);
    const answers = sent.map((s) => ({
      personId: personOf(setup, s.item),
      status: s.status,
      afterClose: false,
    }));
    return { sent, ledger: ballotLedger(answers, stored, undefined), cost };
  } finally {
    agent.destroy();
    await target.stop();
  }
}
