import { eq, inArray } from "drizzle-orm";
import type { BallotChoice } from "../../../common/votes/vote-rules.js";
import type { DbOrTx } from "../../db/client.js";
import { accounts, organisations, people, votes } from "../../db/schema/index.js";
import { queueMail } from "../../mail/send-mail.js";

export type RecordedBallot = {
  voteId: string;
  personId: string;
  recordedBy: string | null;
  choice: BallotChoice;
};

/**
 * A ballot someone recorded for a voter (a meeting's "help vote", a flying minute's host for a
 * voter without a login) is confirmed to the voter by e-mail, in the ballot's transaction: they
 * learn what was recorded in their name and can say so if it is wrong. A voter with no address
 * on their record (or their account) is not told.
 */
export async function mailRecordedBallots(
  tx: DbOrTx,
  ballots: readonly RecordedBallot[],
): Promise<void> {
  const recorded = ballots.filter((b) => b.recordedBy !== null);
  if (recorded.length === 0) return;
  const ids = [...new Set(recorded.flatMap((b) => [b.personId, b.recordedBy ?? b.personId]))];
  const named = await tx
    .select({
      id: people.id,
      first: people.firstName,
      last: people.lastName,
      email: people.email,
      accountEmail: accounts.email,
    })
    .from(people)
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(inArray(people.id, ids));
  const byId = new Map(named.map((p) => [p.id, p]));
  const motions = await tx
    .select({ id: votes.id, motion: votes.motion, organisation: organisations.name })
    .from(votes)
    .innerJoin(organisations, eq(organisations.id, votes.organisationId))
    .where(
      inArray(
        votes.id,
        recorded.map((b) => b.voteId),
      ),
    );
  const motionOf = new Map(motions.map((m) => [m.id, m]));
  for (const b of recorded) {
    const voter = byId.get(b.personId);
    const by = byId.get(b.recordedBy ?? "");
    const vote = motionOf.get(b.voteId);
    const to = voter?.accountEmail ?? voter?.email;
    if (!voter || !by || !vote || !to) continue;
    await queueMail(tx, {
      to,
      subject: `Your vote was recorded: ${b.choice}`,
      text: [
        `Dear ${voter.first},`,
        "",
        `${by.first} ${by.last} recorded your vote for ${vote.organisation}:`,
        "",
        `Motion: ${vote.motion}`,
        `Your vote: ${b.choice}`,
        "",
        `If this is not how you wish to vote, tell ${by.first} or your secretary straight away.`,
      ].join("\n"),
      about: { type: "vote", id: b.voteId },
    });
  }
}
