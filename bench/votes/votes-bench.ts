import { floorRun } from "./ballot-runs.js";
import { ballotSchedule } from "./ballot-schedule.js";
import { prepareMemberBallot } from "./member-ballot.js";
import { quorateRun } from "./quorate-run.js";
import { type VotesShape, votesReport } from "./votes-report.js";

export type VotesBenchOptions = VotesShape & { postgresUrl: string };

/**
 * Issue 17, item 10: an association's member ballot. `voters` members cast one ballot each at a
 * steady rate over `seconds` into one flying minute's vote on a fresh PostgreSQL database,
 * first into bare Fastify's insert (the floor), then into Quorate with `viewers` pages held
 * open, each on its own flying minute and vote (the floor's rows would otherwise make every
 * Quorate ballot a second one), each warmed up first on a vote of its own. The `late` members,
 * eligible but silent, try to vote once Quorate's has closed.
 */
export async function benchVotes(options: VotesBenchOptions): Promise<string> {
  const started = Date.now();
  const ballot = await prepareMemberBallot(options.postgresUrl, {
    voters: options.voters,
    late: options.late,
    boxes: 4,
  });
  console.log(
    `  votes: ${options.voters + options.late + 1} members and 4 flying minutes loaded in ${Date.now() - started} ms`,
  );
  try {
    const [floorWarm, floorBox, warm, box] = ballot.boxes;
    if (!floorWarm || !floorBox || !warm || !box) throw new Error("four ballot boxes expected");
    const setup = {
      postgresUrl: options.postgresUrl,
      ballot,
      schedule: ballotSchedule(options.voters, options.seconds, options.duplicates),
      connections: options.connections,
    };
    const floor = await floorRun(setup, floorWarm, floorBox);
    const quorate = await quorateRun(setup, warm, box, options.viewers);
    return votesReport(options, floor, quorate);
  } finally {
    await ballot.dispose();
  }
}
