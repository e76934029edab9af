import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { preparedSql } from "../../../db/prepared.js";
import { ballots, flyingMinutes, organisations, votes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import type { JobWorker } from "../../../jobs/worker.js";
import { votingRules } from "../../votes/queries.js";
import { flyingMinuteVotes } from "./flying-minute-context.js";
import { sendFlyingMinuteNotice } from "./flying-minute-notices.js";
import {
  countedVoters,
  type FlyingMinuteRecord,
  flyingMinuteContextType,
  loadFlyingMinute,
  voteIdOf,
} from "./flying-minute-record.js";
import { moveFlyingMinute, votersYetToVote } from "./move-flying-minute.js";

/** Every minute: voting opens, closes and reminds on time, each step once whatever runs it. */
export const flyingMinutesScheduleJob = { name: "flyingMinutes.schedule", everyMs: 60_000 };

/**
 * Whoever the schedule acts for: the host, as a host of the organisation (the host may have left
 * since; the vote still closes on time). The audit marks such moves as automatic.
 */
async function scheduleActor(tx: Tx, fm: FlyingMinuteRecord): Promise<OrgActor> {
  const [org] = await tx
    .select({ name: organisations.name, parentId: organisations.parentId })
    .from(organisations)
    .where(eq(organisations.id, fm.organisationId))
    .limit(1);
  return {
    actor: {
      personId: fm.hostPersonId,
      email: "",
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: "",
    },
    organisation: {
      id: fm.organisationId,
      name: org?.name ?? "",
      parentId: org?.parentId ?? null,
      accountOwnerPersonId: null,
    },
    membership: {
      role: "Administrator",
      accessAllowed: true,
      isBoardMember: false,
      loginEnabled: true,
    },
  };
}

/** Where voting goes when it ends without the host: Closed where the tally decides, else Outcome Pending. */
async function endOfVoting(tx: Tx, fm: FlyingMinuteRecord): Promise<"Closed" | "OutcomePending"> {
  const rules = await votingRules(tx, fm.organisationId, flyingMinuteVotes());
  return rules.outcomeCalculated ? "Closed" : "OutcomePending";
}

// Whether voting is under way and as many ballots are in as there are voters: counted where
// the ballots and the voter list are, in one statement, without a lock.
const mayBeComplete = preparedSql<{ due: boolean }>(
  "flying_minute_may_be_complete",
  sql`select f.status = 'VotingInProgress'
      and (select count(*) from ${ballots} b where b.vote_id = v.id) >= jsonb_array_length(v.eligible_person_ids) as due
    from ${flyingMinutes} f
    join ${votes} v on v.context_type = ${flyingMinuteContextType} and v.context_id = f.id
    where f.id = ${sql.placeholder("id")}::uuid`,
);

/**
 * Closes voting when every voter has voted (board-portal behaviour), after a ballot or when
 * voting starts. Its own transaction, after the ballot's: the flying minute is locked first, so
 * two last ballots at once close it once. Until the last ballot the answer is no, found by one
 * unlocked count: ballots come in side by side instead of queueing for the flying minute's lock
 * (a member ballot takes a thousand a second). The last ballot to commit counts after every
 * other has, so it finds them all.
 */
export async function closeIfEveryoneVoted(
  db: Db,
  flyingMinuteId: string,
  baseUrl: string,
): Promise<boolean> {
  const [state] = await mayBeComplete(db, { id: flyingMinuteId });
  // An unknown flying minute goes on to be refused as before.
  if (state && !state.due) return false;
  return db.transaction(async (tx) => {
    const fm = await loadFlyingMinute(tx, flyingMinuteId, true);
    if (fm.status !== "VotingInProgress") return false;
    const voteId = await voteIdOf(tx, fm.id);
    const [vote] = await tx
      .select({ voters: votes.eligiblePersonIds })
      .from(votes)
      .where(eq(votes.id, voteId));
    const [cast] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ballots)
      .where(eq(ballots.voteId, voteId));
    if (!vote || (cast?.n ?? 0) < vote.voters.length) return false;
    await moveFlyingMinute(
      tx,
      await scheduleActor(tx, fm),
      fm,
      { to: await endOfVoting(tx, fm), automatic: "everyoneVoted" },
      baseUrl,
    );
    return true;
  });
}

/** Runs one flying minute's due step, locked, checking again that it is still due. */
async function runDueStep(db: Db, id: string, baseUrl: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const fm = await loadFlyingMinute(tx, id, true);
    const actor = await scheduleActor(tx, fm);
    if (fm.status === "Discussion" && fm.voteStartsAt <= now) {
      await moveFlyingMinute(
        tx,
        actor,
        fm,
        { to: "VotingInProgress", automatic: "voteStart" },
        baseUrl,
        now,
      );
      return;
    }
    if (fm.status !== "VotingInProgress") return;
    if (fm.voteClosesAt <= now) {
      await moveFlyingMinute(
        tx,
        actor,
        fm,
        { to: await endOfVoting(tx, fm), automatic: "closeTime" },
        baseUrl,
        now,
      );
      return;
    }
    if (fm.closingReminderHours !== null && reminderDue(fm, now)) {
      const voteId = await voteIdOf(tx, fm.id);
      const waiting = await votersYetToVote(tx, voteId, countedVoters(fm));
      await sendFlyingMinuteNotice(tx, fm, "reminder", waiting, baseUrl);
    }
  });
}

function reminderDue(
  fm: Pick<FlyingMinuteRecord, "closingReminderHours" | "voteClosesAt">,
  now: Date,
): boolean {
  if (fm.closingReminderHours === null) return false;
  return fm.voteClosesAt.getTime() - fm.closingReminderHours * 3_600_000 <= now.getTime();
}

/**
 * The schedule's sweep, at `now` (tests pass their own clock): discussions whose voting time has
 * come open voting, votes whose close time has passed end, and closing reminders whose time has
 * come go to the voters who have not voted. Each step claims its flying minute's row, and a
 * notice its key, so running it twice or in two processes does each thing once.
 */
export async function runFlyingMinuteSchedule(
  db: Db,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  // Only the timing columns: the voter lists stay unread until a step is really due.
  const running = await db
    .select({
      id: flyingMinutes.id,
      status: flyingMinutes.status,
      voteStartsAt: flyingMinutes.voteStartsAt,
      voteClosesAt: flyingMinutes.voteClosesAt,
      closingReminderHours: flyingMinutes.closingReminderHours,
    })
    .from(flyingMinutes)
    .where(
      and(
        inArray(flyingMinutes.status, ["Discussion", "VotingInProgress"]),
        // Nothing of one whose voting time has not come is due: not its start, close or reminder.
        lte(flyingMinutes.voteStartsAt, now),
      ),
    );
  let steps = 0;
  for (const fm of running) {
    const dueNow =
      (fm.status === "Discussion" && fm.voteStartsAt <= now) ||
      fm.voteClosesAt.getTime() <= now.getTime() ||
      reminderDue(fm, now);
    if (!dueNow) continue;
    // The step locks the row and checks again: another worker may have taken it meanwhile.
    await runDueStep(db, fm.id, baseUrl, now);
    steps++;
  }
  return steps;
}

export function registerFlyingMinuteJobs(jobs: JobWorker, db: Db, baseUrl: () => string): void {
  jobs.registerRecurring(flyingMinutesScheduleJob, async () => {
    await runFlyingMinuteSchedule(db, baseUrl());
  });
}
