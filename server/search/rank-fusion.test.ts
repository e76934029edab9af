import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/raw-rows.js";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import { fusedRanks, fusionK } from "./rank-fusion.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** A ranked list as the statement gives one: (kind, id, n), n from 1. */
const list = (ids: string[]) =>
  sql`select kind, id, n from (values ${sql.join(
    ids.map((id, i) => sql`('Doc', ${id}, ${i + 1}::int)`),
    sql`, `,
  )}) as l(kind, id, n)`;

const fuse = async (...lists: string[][]) =>
  queryRows<{ id: string; score: string }>(
    database.db,
    sql`select id, score from (${fusedRanks(lists.map(list))}) f order by score desc, id`,
  );

describe("reciprocal rank fusion", () => {
  it("puts what both rankings found above what one ranked first", async () => {
    const fused = await fuse(["words-only", "both"], ["meaning-only", "both"]);
    expect(fused.map((f) => f.id)).toEqual(["both", "meaning-only", "words-only"]);
    expect(Number(fused[0]?.score)).toBeCloseTo(2 / (fusionK + 2), 10);
    expect(Number(fused[1]?.score)).toBeCloseTo(1 / (fusionK + 1), 10);
  });

  it("keeps one list's order when there is only one", async () => {
    const fused = await fuse(["a", "b", "c"]);
    expect(fused.map((f) => f.id)).toEqual(["a", "b", "c"]);
  });

  it("tells kinds apart: the same id in two kinds is two results", async () => {
    const rows = await queryRows<{ kind: string; id: string }>(
      database.db,
      sql`select kind, id from (${fusedRanks([
        sql`select 'Doc' as kind, 'x' as id, 1 as n`,
        sql`select 'Paper' as kind, 'x' as id, 1 as n`,
      ])}) f order by kind`,
    );
    expect(rows).toEqual([
      { kind: "Doc", id: "x" },
      { kind: "Paper", id: "x" },
    ]);
  });
});
