import { sql } from "drizzle-orm";
import {
  type OrganisationRules,
  readOrganisationRules,
} from "../../../common/organisation-settings.js";
import type { BallotChoice } from "../../../common/votes/vote-rules.js";
import { type AuditEntry, writeAudits } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { preparedSql } from "../../db/prepared.js";
import { ballots } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { batchWhileBusy } from "./batch-while-busy.js";
import { canCastBallot } from "./policy.js";
import { mailRecordedBallots } from "./recorded-vote-mail.js";
import type { VoteContext, VoteRecord } from "./vote-context.js";

const alreadyVoted = "A vote has already been recorded for this person.";

export type BallotInput = { choice: BallotChoice; comment?: string; onBehalfOf?: string };

/**
 * Casts a ballot. One per voter is the ballots table's primary key, so concurrent casts cannot
 * double-count; the organisation's rules say whether a second one replaces the first. Whoever
 * runs the vote may record the ballot of a voter without a login.
 *
 * The ballots that arrive together (an association's members voting at once: a thousand a
 * second in bench/README.md "Votes") are cast in one transaction, as if one after another in
 * the order they came: the same checks, refusals and audit entries as each alone, with a
 * handful of statements for all of them instead of a dozen each while the organisation's audit
 * chain is locked. At most two batches at a time per database (the second does its reads
 * while the first holds the locks); ballots arriving meanwhile make the next. A batch that
 * fails for any other reason is cast again one ballot at a time.
 */
export async function castBallot(
  db: Db,
  org: OrgActor,
  context: VoteContext,
  voteId: string,
  input: BallotInput,
): Promise<void> {
  let queue = queues.get(db);
  if (!queue) {
    queue = batchWhileBusy((casts: readonly Cast[]) => castTogether(db, casts), {
      concurrency: 2,
    });
    queues.set(db, queue);
  }
  const cast = await queue({ org, context, voteId, input });
  const refusal = "refusal" in cast ? cast.refusal : await cast.after;
  if (refusal) throw refusal;
}

/** Each database's ballots, in batches. */
const queues = new WeakMap<Db, (cast: Cast) => Promise<CastOutcome>>();

/** Refused, or stored with what its context does after it (undefined when that went well). */
type CastOutcome = { refusal: Error } | { after: Promise<Error | undefined> };

type Cast = {
  org: OrgActor;
  context: VoteContext;
  voteId: string;
  input: BallotInput;
};

type CheckRow = {
  ord: number;
  contextType: string;
  contextId: string;
  organisationId: string;
  status: VoteRecord["status"];
  anonymous: boolean;
  /** The voter is one of the vote's voters (fixed when it opened). */
  eligible: boolean;
  /** The voter's ballot is already in. */
  voted: boolean;
  settings: unknown;
};

// Each ballot's vote (share-locked: ballots go in side by side, and a close, which locks it
// exclusively, waits for them), whether its voter may vote and has voted, and the
// organisation's settings: one statement for the batch. The voter list is asked in the
// database (`?`), never sent here: on a member ballot it is thousands of ids.
const checkStatement = preparedSql<CheckRow>(
  "cast_ballot_checks",
  sql`select c.ord::int as ord, v.context_type as "contextType", v.context_id::text as "contextId",
      v.organisation_id::text as "organisationId", v.status, v.anonymous,
      v.eligible_person_ids ? c.person_id as eligible,
      exists (select 1 from ${ballots} b where b.vote_id = v.id and b.person_id = c.person_id::uuid) as voted,
      o.settings
    from unnest(${sql.placeholder("voteIds")}::uuid[], ${sql.placeholder("personIds")}::text[])
      with ordinality as c(vote_id, person_id, ord)
    join votes v on v.id = c.vote_id
    left join organisations o on o.id = v.organisation_id
    for share of v`,
);

/** Asks the context once per batch whether it takes ballots; its refusal, or null. */
async function acceptingRefusal(
  tx: Tx,
  asked: Map<VoteContext, Map<string, AppError | null>>,
  context: VoteContext,
  contextId: string,
): Promise<AppError | null> {
  if (!context.accepting) return null;
  let byId = asked.get(context);
  if (!byId) {
    byId = new Map();
    asked.set(context, byId);
  }
  const known = byId.get(contextId);
  if (known !== undefined) return known;
  let refusal: AppError | null = null;
  try {
    await context.accepting(tx, contextId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = error;
  }
  byId.set(contextId, refusal);
  return refusal;
}

type NewBallot = {
  voteId: string;
  personId: string;
  choice: BallotChoice;
  comment: string | null;
  recordedBy: string | null;
  castAt: Date;
  changeAllowed: boolean;
};

const keyOf = (b: { voteId: string; personId: string }) => `${b.voteId}:${b.personId}`;

// The batch's ballots as lists, one statement whatever their number (prepared: no query
// building per ballot). A first ballot only where a second is refused (the key keeps the
// first); a replacement where the rules allow a change.
const ballotRows = sql`select * from unnest(${sql.placeholder("voteIds")}::uuid[],
    ${sql.placeholder("personIds")}::uuid[], ${sql.placeholder("choices")}::text[],
    ${sql.placeholder("comments")}::text[], ${sql.placeholder("recordedBy")}::uuid[],
    ${sql.placeholder("castAt")}::timestamptz[])`;
const stored = sql`returning vote_id::text as "voteId", person_id::text as "personId"`;
const insertFirsts = preparedSql<{ voteId: string; personId: string }>(
  "cast_ballot_firsts",
  sql`insert into ${ballots} (vote_id, person_id, choice, comment, recorded_by, cast_at)
    ${ballotRows} on conflict do nothing ${stored}`,
);
const insertChanges = preparedSql<{ voteId: string; personId: string }>(
  "cast_ballot_changes",
  sql`insert into ${ballots} (vote_id, person_id, choice, comment, recorded_by, cast_at)
    ${ballotRows} on conflict (vote_id, person_id) do update set choice = excluded.choice,
      comment = excluded.comment, cast_at = excluded.cast_at, recorded_by = excluded.recorded_by
    ${stored}`,
);

/**
 * The allowed ballots in at most two statements (a batch's last ballot of a voter is what casts
 * one after another would leave). Answers the keys stored.
 */
async function insertBallots(tx: Tx, allowed: readonly NewBallot[]): Promise<Set<string>> {
  const last = new Map<string, NewBallot>();
  for (const b of allowed) last.set(keyOf(b), b);
  const lists = (rows: readonly NewBallot[]) => ({
    voteIds: rows.map((b) => b.voteId),
    personIds: rows.map((b) => b.personId),
    choices: rows.map((b) => b.choice),
    comments: rows.map((b) => b.comment),
    recordedBy: rows.map((b) => b.recordedBy),
    castAt: rows.map((b) => b.castAt.toISOString()),
  });
  const firsts = [...last.values()].filter((b) => !b.changeAllowed);
  const changes = [...last.values()].filter((b) => b.changeAllowed);
  const keys = new Set<string>();
  if (firsts.length > 0) for (const b of await insertFirsts(tx, lists(firsts))) keys.add(keyOf(b));
  if (changes.length > 0)
    for (const b of await insertChanges(tx, lists(changes))) keys.add(keyOf(b));
  return keys;
}

type Counted = { i: number; contextId: string; ballot: NewBallot; entry: AuditEntry };

/**
 * One batch: the checks, the ballots and their audit entries in one transaction, then, once it
 * has committed and without holding up the next batch, each context's after-ballot step.
 */
async function castTogether(db: Db, casts: readonly Cast[]): Promise<CastOutcome[]> {
  const refusals: Array<Error | undefined> = casts.map(() => undefined);
  let counted: Counted[] = [];
  await db.transaction(async (tx) => {
    const voterOf = (c: Cast) => c.input.onBehalfOf ?? c.org.actor.personId;
    const rows = await checkStatement(tx, {
      voteIds: casts.map((c) => c.voteId),
      personIds: casts.map(voterOf),
    });
    const rowOf = new Map(rows.map((r) => [r.ord, r]));
    const asked = new Map<VoteContext, Map<string, AppError | null>>();
    const settingsOf = new Map<string, OrganisationRules>();
    // Ballots of this batch already allowed: a later one of the same voter finds it cast.
    const castHere = new Set<string>();
    const allowed: Counted[] = [];
    for (const [i, cast] of casts.entries()) {
      const vote = rowOf.get(i + 1);
      if (!vote || vote.contextType !== cast.context.type) {
        refusals[i] = new AppError("notFound", "That vote was not found.");
        continue;
      }
      if (vote.status === "open") {
        const refused = await acceptingRefusal(tx, asked, cast.context, vote.contextId);
        if (refused) {
          refusals[i] = refused;
          continue;
        }
      }
      let settings = settingsOf.get(vote.organisationId);
      if (!settings) {
        settings = readOrganisationRules(vote.settings);
        settingsOf.set(vote.organisationId, settings);
      }
      const rules = cast.context.rules(settings);
      const voterId = voterOf(cast);
      const ballot: NewBallot = {
        voteId: cast.voteId,
        personId: voterId,
        choice: cast.input.choice,
        comment: cast.input.comment ?? null,
        recordedBy: cast.input.onBehalfOf ? cast.org.actor.personId : null,
        castAt: new Date(),
        changeAllowed: rules.allowChangeUntilClose,
      };
      const verdict = canCastBallot(
        { personId: cast.org.actor.personId, runsVotes: cast.context.runsVotes(cast.org) },
        // The policy asks only whether this ballot's voter is one of the voters.
        { status: vote.status, eligiblePersonIds: vote.eligible ? [voterId] : [] },
        cast.input.onBehalfOf,
        {
          exists: vote.voted || castHere.has(keyOf(ballot)),
          changeAllowed: rules.allowChangeUntilClose,
        },
      );
      if (!verdict.allowed) {
        if (verdict.refusal === "closed")
          refusals[i] = new AppError("conflict", "This vote has closed.");
        else if (verdict.refusal === "alreadyVoted")
          refusals[i] = new AppError("conflict", alreadyVoted);
        else refusals[i] = new AppError("forbidden", cast.context.refusals[verdict.refusal]);
        continue;
      }
      castHere.add(keyOf(ballot));
      allowed.push({
        i,
        contextId: vote.contextId,
        ballot,
        entry: {
          organisationId: vote.organisationId,
          actorPersonId: cast.org.actor.personId,
          action: "vote.cast",
          subjectType: "vote",
          subjectId: cast.voteId,
          after: {
            personId: voterId,
            choice: vote.anonymous ? "(secret)" : cast.input.choice,
            recordedBy: ballot.recordedBy,
          },
        },
      });
    }
    const stored = await insertBallots(
      tx,
      allowed.map((a) => a.ballot),
    );
    // Two first ballots at once (in two batches) both pass the check; the key keeps one.
    counted = allowed.filter((a) => stored.has(keyOf(a.ballot)));
    for (const a of allowed)
      if (!stored.has(keyOf(a.ballot))) refusals[a.i] = new AppError("conflict", alreadyVoted);
    await writeAudits(
      tx,
      counted.map((a) => a.entry),
    );
    await mailRecordedBallots(
      tx,
      counted.map((a) => a.ballot),
    );
  });
  // Committed. Outside its transaction: a flying minute closes itself once every voter has
  // voted. Once per context for the batch, not per ballot. A failure there fails the ballots it
  // follows (stored all the same), as it failed each one alone.
  const afterOf = new Map<VoteContext, Map<string, Promise<Error | undefined>>>();
  const outcomes: CastOutcome[] = casts.map((_, i) => {
    const refusal = refusals[i];
    return refusal ? { refusal } : { after: Promise.resolve(undefined) };
  });
  for (const { i, contextId } of counted) {
    const context = casts[i]?.context;
    if (!context?.afterBallot) continue;
    let byId = afterOf.get(context);
    if (!byId) {
      byId = new Map();
      afterOf.set(context, byId);
    }
    let after = byId.get(contextId);
    if (!after) {
      after = context.afterBallot(db, contextId).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      byId.set(contextId, after);
    }
    outcomes[i] = { after };
  }
  return outcomes;
}
