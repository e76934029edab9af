import { sql } from "drizzle-orm";
import {
  type FlyingMinuteStatus,
  outcomeOf,
} from "../../../../common/between-meetings/flying-minute-status.js";
import type { FlyingMinuteTally } from "../../../../common/contracts/flying-minutes.js";
import type { DbOrTx } from "../../../db/client.js";
import { preparedSql } from "../../../db/prepared.js";
import { ballots, flyingMinutes, votes } from "../../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../../db/tick-batch.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { can } from "../policy.js";
import { flyingMinuteContextType } from "./flying-minute-record.js";

type TallyRow = {
  id: string;
  organisationId: string;
  status: FlyingMinuteStatus;
  outcome: "Approved" | "NotApproved" | null;
  voters: number;
  support: number;
  oppose: number;
  abstain: number;
};

// The flying minute, its vote's outcome and number of voters, and the ballots by choice, in one
// statement: the voter list is counted where it is stored, never sent.
const tallyStatement = preparedSql<TallyRow>(
  "flying_minute_tallies",
  sql`select f.id::text as id, f.organisation_id::text as "organisationId", f.status,
      v.outcome, jsonb_array_length(v.eligible_person_ids) as voters,
      t.support, t.oppose, t.abstain
    from ${flyingMinutes} f
    join ${votes} v on v.context_type = ${flyingMinuteContextType} and v.context_id = f.id
    cross join lateral (
      select count(*) filter (where b.choice = 'Support')::int as support,
        count(*) filter (where b.choice = 'Oppose')::int as oppose,
        count(*) filter (where b.choice = 'Abstain')::int as abstain
      from ${ballots} b where b.vote_id = v.id) t
    where f.id = any(${sql.placeholder("ids")}::uuid[])`,
);

// Every open page is told of a ballot at the same moment and asks at once: the reads of one
// moment share one statement (equal ids one look-up), so a change costs one count, not one per page.
const tallyRows = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: TallyRow) => row.id,
  run: (db, ids: readonly string[]) => tallyStatement(db, { ids }),
});

/**
 * A flying minute's tally as its page shows it (`Vote.Tally`, `Status`, `Outcome`, and the
 * voted / voters counts of the list), with the page's access: a Draft exists only for its
 * hosts, another organisation's flying minute not at all.
 */
export async function flyingMinuteTally(
  db: DbOrTx,
  org: OrgActor,
  flyingMinuteId: string,
): Promise<FlyingMinuteTally> {
  const [row] = await tallyRows(db, flyingMinuteId.toLowerCase());
  if (
    !row ||
    row.organisationId !== org.organisation.id ||
    (row.status === "Draft" && !can(org, "host"))
  )
    throw new AppError("notFound", "That flying minute was not found.");
  const voted = row.support + row.oppose + row.abstain;
  return {
    Tally: {
      support: row.support,
      oppose: row.oppose,
      abstain: row.abstain,
      notVoted: Math.max(0, row.voters - voted),
    },
    Status: row.status,
    Outcome: outcomeOf(row.status, row.outcome),
    Voted: voted,
    Voters: row.voters,
  };
}
