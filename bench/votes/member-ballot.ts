import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { hashToken, newSecretToken } from "../../server/areas/auth/secret-tokens.js";
import { openDatabase } from "../../server/db/client.js";
import { pgConnection } from "../../server/db/pg-connection.js";
import { bool, type Cell, json, type TableData, ts } from "../dataset/cells.js";
import { loadWithCopy } from "../dataset/load-postgres.js";

/** A member with a session: the cookie's token (the sessions table holds its hash). */
export type Member = { personId: string; token: string };

/** One flying minute being voted on, and its vote. */
export type BallotBox = { flyingMinuteId: string; voteId: string };

export type MemberBallot = {
  databaseUrl: string;
  organisationId: string;
  /** The Administrator: hosts the flying minutes, closes them. */
  host: Member;
  /** The members who vote, in the order the schedule names them. */
  voters: Member[];
  /** Eligible members who do not vote while it is open: they try once it has closed. */
  late: Member[];
  /** One flying minute per run (the floor's and Quorate's), each with every member eligible. */
  boxes: BallotBox[];
  dispose(): Promise<void>;
};

const hourMs = 3_600_000;

/** Each table as COPY rows: the sizes here (tens of thousands) load in a second or two. */
function table(name: string, columns: readonly string[], rows: Cell[][]): TableData {
  return { table: name, columns, rows: () => rows };
}

/**
 * An association's member ballot on a fresh PostgreSQL database: the real migrations, one
 * organisation whose every member is a Board Member (Director) who can sign in and has a
 * session, and `boxes` flying minutes already VotingInProgress, each with its vote open to
 * all `voters + late` members. Rows go in by COPY: the API caps a flying minute at 500 voters
 * (common/contracts/flying-minutes.ts), and starting one through it would e-mail them all.
 */
export async function prepareMemberBallot(
  serverUrl: string,
  counts: { voters: number; late: number; boxes: number },
): Promise<MemberBallot> {
  const url = new URL(serverUrl);
  const name = `quorate_bench_votes_${randomBytes(4).toString("hex")}`;
  url.pathname = "/postgres";
  const admin = new pg.Client(pgConnection(url.toString()));
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dispose = async () => {
    const a = new pg.Client(pgConnection(serverUrl));
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  try {
    const database = await openDatabase({ databaseUrl });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    const member = (): Member => ({ personId: randomUUID(), token: newSecretToken() });
    const host = member();
    const voters = Array.from({ length: counts.voters }, member);
    const late = Array.from({ length: counts.late }, member);
    const everyone = [host, ...voters, ...late];
    const eligible = [...voters, ...late].map((m) => m.personId);
    const organisationId = randomUUID();
    const now = new Date();
    const boxes: BallotBox[] = Array.from({ length: counts.boxes }, () => ({
      flyingMinuteId: randomUUID(),
      voteId: randomUUID(),
    }));
    const settings = {
      // The tally decides, so the host's close is one step (no outcome set by hand).
      isFlyingMinuteVoteOutcomeCalculated: true,
      // A second ballot from a voter is refused, never replaces the first: duplicates must fail.
      allowVoteChangeUntilClose: false,
      flyingMinuteParticipationPercentage: 50,
    };
    await loadWithCopy(
      databaseUrl,
      [
        table(
          "organisations",
          ["id", "name", "short_name", "status", "settings"],
          [[organisationId, "Bench Members' Association", "Bench Assoc", "Active", json(settings)]],
        ),
        table(
          "people",
          ["id", "first_name", "last_name", "email"],
          everyone.map((m, i) => [m.personId, "Member", `No ${i}`, `member.${i}@votes.bench.test`]),
        ),
        table(
          "accounts",
          ["person_id", "email", "email_confirmed_at"],
          everyone.map((m, i) => [m.personId, `member.${i}@votes.bench.test`, ts(now)]),
        ),
        table(
          "memberships",
          ["organisation_id", "person_id", "role", "is_board_member", "login_enabled"],
          everyone.map((m) => [
            organisationId,
            m.personId,
            m === host ? "Administrator" : "Director",
            bool(m !== host),
            bool(true),
          ]),
        ),
        table(
          "sessions",
          ["token_hash", "person_id", "expires_at", "user_agent"],
          everyone.map((m) => [
            hashToken(m.token),
            m.personId,
            ts(new Date(now.getTime() + 24 * hourMs)),
            "quorate-bench-votes",
          ]),
        ),
        table(
          "flying_minutes",
          [
            "id",
            "organisation_id",
            "title",
            "motion",
            "host_person_id",
            "status",
            "vote_starts_at",
            "vote_closes_at",
            "voter_person_ids",
            "started_at",
            "created_by",
          ],
          boxes.map((b, i) => [
            b.flyingMinuteId,
            organisationId,
            `Member ballot ${i + 1}`,
            "That the association adopts the revised constitution.",
            host.personId,
            "VotingInProgress",
            ts(new Date(now.getTime() - 60_000)),
            // A few minutes ahead, well after the run: the host closes it, not the clock.
            ts(new Date(now.getTime() + 15 * 60_000)),
            json(eligible),
            ts(now),
            host.personId,
          ]),
        ),
        table(
          "votes",
          [
            "id",
            "organisation_id",
            "context_type",
            "context_id",
            "motion",
            "eligible_person_ids",
            "opened_by",
          ],
          boxes.map((b) => [
            b.voteId,
            organisationId,
            "flyingMinute",
            b.flyingMinuteId,
            "That the association adopts the revised constitution.",
            json(eligible),
            host.personId,
          ]),
        ),
      ],
      () => undefined,
    );
    return { databaseUrl, organisationId, host, voters, late, boxes, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
