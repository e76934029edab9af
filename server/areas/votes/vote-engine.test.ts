import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../common/roles.js";
import type { VoteRules } from "../../../common/votes/vote-rules.js";
import { verifyAuditChain } from "../../audit/verify-chain.js";
import type { Tx } from "../../db/client.js";
import { auditLog, ballots, votes } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { addMembership, buildAccount, buildBoard } from "../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { castBallot } from "./cast-ballot.js";
import { closeVote } from "./close-vote.js";
import { openVote } from "./open-vote.js";
import { voteDetails } from "./queries.js";
import type { VoteContext, VoteResult } from "./vote-context.js";

/**
 * The engine through a context that is not a meeting: a "between-meetings motion" kept in
 * memory, as a flying minute will be. What the engine stores and decides must not depend on
 * meetings.
 */
type Motion = { organisationId: string; motion: string; voters: string[]; takesVotes: boolean };

function motionsContext(rules: VoteRules) {
  const motions = new Map<string, Motion>();
  const decisions: VoteResult[] = [];
  const context: VoteContext = {
    type: "testMotion",
    refusals: {
      onlyRunnerRecords: "Only the host records a vote for someone else.",
      notAVoter: "You are not one of this motion's voters.",
      alreadyHasVote: "This motion already has a vote.",
    },
    rules: () => rules,
    runsVotes: (org) => org.membership.role === "Administrator",
    opening: async (_tx: Tx, id) => {
      const m = motions.get(id);
      if (!m?.takesVotes) throw new AppError("conflict", "This motion is not open for votes.");
      return { organisationId: m.organisationId, motion: m.motion };
    },
    checkMotionPeople: async () => undefined,
    voters: async (_tx, id) => motions.get(id)?.voters ?? [],
    closing: async (_tx, id) => {
      if (!motions.get(id)?.takesVotes) throw new AppError("conflict", "Too late.");
    },
    recordDecision: async (_tx, _org, result) => {
      decisions.push(result);
      return { decisionId: randomUUID() };
    },
  };
  return { context, motions, decisions };
}

const calculated: VoteRules = {
  passingPercentage: 50,
  nonVoteCountsAsSupport: false,
  outcomeCalculated: true,
  allowChangeUntilClose: false,
};

let database: TestDatabase;
let boardId = "";
const people = new Map<string, OrgActor>();

function orgActor(personId: string, role: Role): OrgActor {
  return {
    actor: {
      personId,
      email: `${personId}@example.test`,
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: "h",
    },
    organisation: { id: boardId, name: "Engine Board", parentId: null, accountOwnerPersonId: null },
    membership: {
      role,
      accessAllowed: true,
      isBoardMember: role === "Director",
      loginEnabled: true,
    },
  };
}

const host = () => people.get("host") as OrgActor;
const member = (name: string) => people.get(name) as OrgActor;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId, "Engine Board")).id;
  people.set("host", orgActor(owner.personId, "Administrator"));
  for (const name of ["ana", "ben", "cam", "dee"]) {
    const p = await buildAccount(db, { firstName: name });
    await addMembership(db, boardId, p.personId, "Director");
    people.set(name, orgActor(p.personId, "Director"));
  }
});
afterAll(async () => {
  await database.destroy();
});

function newMotion(
  motions: Map<string, Motion>,
  voters = ["ana", "ben", "cam"],
  takesVotes = true,
): string {
  const id = randomUUID();
  motions.set(id, {
    organisationId: boardId,
    motion: "That the board approves the lease",
    voters: voters.map((v) => member(v).actor.personId),
    takesVotes,
  });
  return id;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { code: e.code, message: e.message } : e),
  );

describe("the vote engine, through a context that is not a meeting", () => {
  it("opens one vote per context on its motion, with the voters the context names", async () => {
    const { context, motions } = motionsContext(calculated);
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: false });
    const [vote] = await database.db.select().from(votes).where(eq(votes.id, voteId));
    expect(vote).toMatchObject({
      organisationId: boardId,
      contextType: "testMotion",
      contextId: id,
      motion: "That the board approves the lease",
      status: "open",
      eligiblePersonIds: motions.get(id)?.voters,
    });
    expect(await refusal(openVote(database.db, host(), context, id, { anonymous: false }))).toEqual(
      { code: "conflict", message: "This motion already has a vote." },
    );
    const closedMotion = newMotion(motions, ["ana"], false);
    expect(
      await refusal(openVote(database.db, host(), context, closedMotion, { anonymous: false })),
    ).toEqual({ code: "conflict", message: "This motion is not open for votes." });
  });

  it("takes one ballot per voter, in the context's words when it refuses", async () => {
    const { context, motions } = motionsContext(calculated);
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: false });
    await castBallot(database.db, member("ana"), context, voteId, { choice: "Support" });
    expect(
      await refusal(castBallot(database.db, member("ana"), context, voteId, { choice: "Oppose" })),
    ).toEqual({ code: "conflict", message: "A vote has already been recorded for this person." });
    expect(
      await refusal(castBallot(database.db, member("dee"), context, voteId, { choice: "Support" })),
    ).toEqual({ code: "forbidden", message: "You are not one of this motion's voters." });
    const forBen = { choice: "Oppose" as const, onBehalfOf: member("ben").actor.personId };
    expect(await refusal(castBallot(database.db, member("cam"), context, voteId, forBen))).toEqual({
      code: "forbidden",
      message: "Only the host records a vote for someone else.",
    });
    await castBallot(database.db, host(), context, voteId, forBen);
    const [recorded] = await database.db
      .select()
      .from(ballots)
      .where(eq(ballots.personId, member("ben").actor.personId));
    expect(recorded).toMatchObject({ choice: "Oppose", recordedBy: host().actor.personId });
    // What each is told they may do matches what was just allowed and refused.
    const abilities = async (who: OrgActor) =>
      (await voteDetails(database.db, context, voteId, who)).details.Abilities;
    expect(await abilities(member("ana"))).toEqual({
      castBallot: false,
      recordForOthers: false,
      close: false,
    });
    expect((await abilities(member("cam"))).castBallot).toBe(true);
    expect((await abilities(member("dee"))).castBallot).toBe(false);
    expect(await abilities(host())).toEqual({
      castBallot: false,
      recordForOthers: true,
      close: true,
    });
  });

  it("lets a voter change their ballot until close when the context's rules allow it", async () => {
    const { context, motions } = motionsContext({ ...calculated, allowChangeUntilClose: true });
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: false });
    await castBallot(database.db, member("ana"), context, voteId, { choice: "Support" });
    await castBallot(database.db, member("ana"), context, voteId, { choice: "Abstain" });
    const { details } = await voteDetails(database.db, context, voteId, member("ana"));
    expect(details.MyChoice).toBe("Abstain");
    expect(details.Abilities).toEqual({ castBallot: true, recordForOthers: false, close: false });
    expect(details.Tally).toEqual({ support: 0, oppose: 0, abstain: 1, notVoted: 2 });
    expect(details.Rules.allowVoteChangeUntilClose).toBe(true);
  });

  it("casts ballots that arrive together as if one after another, each audited in one chain", async () => {
    const { context, motions } = motionsContext(calculated);
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: false });
    const afterBallot: string[] = [];
    const counting: VoteContext = {
      ...context,
      afterBallot: async (_db, contextId) => {
        afterBallot.push(contextId);
      },
    };
    const cast = (who: string, choice: "Support" | "Oppose") =>
      refusal(castBallot(database.db, member(who), counting, voteId, { choice }));
    // In one moment: two voters, one of them twice, and someone who is not a voter.
    const answers = await Promise.all([
      cast("ana", "Support"),
      cast("ben", "Oppose"),
      cast("ana", "Oppose"),
      cast("dee", "Support"),
    ]);
    expect(answers).toEqual([
      null,
      null,
      { code: "conflict", message: "A vote has already been recorded for this person." },
      { code: "forbidden", message: "You are not one of this motion's voters." },
    ]);
    const { details } = await voteDetails(database.db, context, voteId, host());
    expect(details.Tally).toEqual({ support: 1, oppose: 1, abstain: 0, notVoted: 1 });
    // Once for the batch, after it committed.
    expect(afterBallot).toEqual([id]);
    const entries = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, voteId), eq(auditLog.action, "vote.cast")));
    expect(entries).toHaveLength(2);
    expect(await verifyAuditChain(database.db, boardId)).toMatchObject({ valid: true });
  });

  it("closes once with the tally's outcome, and the context records the decision", async () => {
    const { context, motions, decisions } = motionsContext(calculated);
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: false });
    await castBallot(database.db, member("ana"), context, voteId, { choice: "Support" });
    await castBallot(database.db, member("ben"), context, voteId, { choice: "Support" });
    await castBallot(database.db, member("cam"), context, voteId, { choice: "Oppose" });
    expect(await refusal(closeVote(database.db, member("ana"), context, voteId))).toEqual({
      code: "forbidden",
      message: "Only whoever runs this vote can close it.",
    });
    await closeVote(database.db, host(), context, voteId);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      outcome: "Approved",
      tally: { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
      vote: { id: voteId, status: "closed", outcome: "Approved", outcomeCalculated: true },
    });
    expect(
      await refusal(castBallot(database.db, member("dee"), context, voteId, { choice: "Oppose" })),
    ).toEqual({ code: "conflict", message: "This vote has closed." });
    expect(await refusal(closeVote(database.db, host(), context, voteId))).toEqual({
      code: "conflict",
      message: "This vote has already closed.",
    });
  });

  it("needs the outcome set by hand when the context's rules do not calculate it", async () => {
    const { context, motions, decisions } = motionsContext({
      ...calculated,
      outcomeCalculated: false,
    });
    const id = newMotion(motions);
    const { id: voteId } = await openVote(database.db, host(), context, id, { anonymous: true });
    await castBallot(database.db, member("ana"), context, voteId, { choice: "Support" });
    const missing = await refusal(closeVote(database.db, host(), context, voteId));
    expect(missing).toMatchObject({ code: "badRequest" });
    await closeVote(database.db, host(), context, voteId, { outcome: "NotApproved" });
    expect(decisions[0]?.outcome).toBe("NotApproved");
    // An anonymous vote shows totals only.
    const { details } = await voteDetails(database.db, context, voteId, host());
    expect(details.Ballots).toEqual([]);
    expect(details.Tally.support).toBe(1);
  });

  it("does not find a vote through a context of another kind", async () => {
    const first = motionsContext(calculated);
    const id = newMotion(first.motions);
    const { id: voteId } = await openVote(database.db, host(), first.context, id, {
      anonymous: false,
    });
    const other: VoteContext = { ...first.context, type: "somethingElse" };
    expect(
      await refusal(castBallot(database.db, member("ana"), other, voteId, { choice: "Support" })),
    ).toEqual({ code: "notFound", message: "That vote was not found." });
  });
});
