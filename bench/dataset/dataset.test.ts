import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findActorBySessionToken } from "../../server/areas/auth/session-store.js";
import { loadMyHome } from "../../server/areas/home/my-home-query.js";
import { queryRows } from "../../server/db/raw-rows.js";
import { openTestDatabase, type TestDatabase } from "../../server/test/test-database.js";
import type { TableData } from "./cells.js";
import { copyLine } from "./copy-text.js";
import { datasetTables } from "./dataset.js";
import { loadWithInserts } from "./load-batched.js";
import { recordRange } from "./meeting-facts.js";
import { buildPlan, type DatasetOptions } from "./plan.js";

const anchor = new Date("2026-06-01T00:00:00Z");
const board: DatasetOptions = { size: "board", seed: 1, anchor };

function fingerprint(tables: TableData[]): Record<string, { rows: number; sha: string }> {
  const out: Record<string, { rows: number; sha: string }> = {};
  for (const t of tables) {
    const hash = createHash("sha256");
    let rows = 0;
    for (const row of t.rows()) {
      hash.update(copyLine(row));
      rows++;
    }
    out[t.table] = { rows, sha: hash.digest("hex") };
  }
  return out;
}

describe("dataset generator", () => {
  it("gives identical rows for the same size, seed and anchor, and other rows for another seed", () => {
    const once = fingerprint(datasetTables(buildPlan(board)));
    const twice = fingerprint(datasetTables(buildPlan(board)));
    expect(twice).toEqual(once);
    const other = fingerprint(datasetTables(buildPlan({ ...board, seed: 2 })));
    expect(other.decisions?.sha).not.toBe(once.decisions?.sha);
    expect(other.decisions?.rows).toBe(once.decisions?.rows);
  });

  it("plans the exact headline counts of the large dataset", () => {
    const plan = buildPlan({ size: "large", seed: 1, anchor });
    expect(plan.orgs).toHaveLength(2_000);
    expect(plan.meetings).toHaveLength(100_000);
    expect(plan.orgs.reduce((n, o) => n + o.members.length, 0)).toBe(40_000 + 20 * 4);
    let actions = 0;
    let decisions = 0;
    for (const m of plan.meetings) {
      actions += recordRange(plan, m, plan.size.actions).count;
      decisions += recordRange(plan, m, plan.size.decisions).count;
    }
    expect(actions).toBe(500_000);
    expect(decisions).toBe(200_000);
    expect(plan.meetings.length * plan.size.agendaItemsPerMeeting).toBe(1_000_000);
  });
});

describe("board dataset in a database", () => {
  let database: TestDatabase;
  const plan = buildPlan(board);
  const count = async (query: SQL) => {
    const [row] = await queryRows<{ n: string | number }>(database.db, query);
    return Number(row?.n);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await loadWithInserts(database.db, datasetTables(plan), () => undefined);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("holds one organisation of 50 people with five years of meetings and their records", async () => {
    expect(await count(sql`select count(*) as n from organisations`)).toBe(1);
    expect(await count(sql`select count(*) as n from people`)).toBe(50);
    expect(await count(sql`select count(*) as n from memberships`)).toBe(50);
    expect(await count(sql`select count(*) as n from meetings`)).toBe(60);
    expect(await count(sql`select count(*) as n from agenda_items`)).toBe(720);
    expect(await count(sql`select count(*) as n from action_items`)).toBe(360);
    expect(await count(sql`select count(*) as n from decisions`)).toBe(180);
    expect(await count(sql`select count(*) as n from votes`)).toBeGreaterThan(40);
    const [span] = await queryRows<{ first: string; last: string }>(
      database.db,
      sql`select min(start_time)::text as first, max(start_time)::text as last from meetings`,
    );
    const years =
      (Date.parse(span?.last ?? "") - Date.parse(span?.first ?? "")) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(4.5);
  });

  it("keeps its records consistent across the foreign keys", async () => {
    // Owners are members of the action's organisation; decisions and actions sit in their meeting's organisation.
    expect(
      await count(sql`select count(*) as n from action_owners ao
        join action_items a on a.id = ao.action_id
        left join memberships m on m.person_id = ao.person_id and m.organisation_id = a.organisation_id
        where m.person_id is null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from decisions d join meetings m on m.id = d.meeting_id
        where m.organisation_id <> d.organisation_id or m.end_time > ${anchor.toISOString()}::timestamptz`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from action_items a
        join agenda_items i on i.id = a.agenda_item_id where i.meeting_id <> a.meeting_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from votes v left join agenda_items i on i.id = v.context_id
        left join meetings m on m.id = i.meeting_id
        where v.context_type <> 'agendaItem' or i.type is distinct from 'Vote' or m.organisation_id is distinct from v.organisation_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from decisions d join votes v on v.id = d.vote_id
        where (d.tally->>'support')::int <> (select count(*) from ballots b where b.vote_id = v.id and b.choice = 'Support')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from meetings where state = 'Complete'
        and id not in (select meeting_id from minute_confirmations)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select meeting_id from agenda_items
        group by meeting_id having count(*) <> 12) x`),
    ).toBe(0);
  });

  it("signs in every bench user, and My Home finds their meetings and open actions", async () => {
    let meetings = 0;
    let actions = 0;
    for (const user of plan.benchUsers) {
      const actor = await findActorBySessionToken(database.db, user.token, []);
      expect(actor?.personId).toBe(user.personId);
      if (!actor) continue;
      const home = await loadMyHome(
        database.db,
        actor,
        { timeFrame: "all", direction: "upcoming", page: 1, pageSize: 50 },
        new Date(anchor.getTime() + 12 * 3_600_000),
      );
      expect(home.meetings.total).toBeGreaterThan(0);
      meetings += home.meetings.total;
      actions += home.actions.total;
    }
    expect(meetings).toBeGreaterThan(0);
    expect(actions).toBeGreaterThan(0);
  });
});
