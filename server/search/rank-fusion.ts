import { type SQL, sql } from "drizzle-orm";

/**
 * Reciprocal rank fusion's constant: a list's first place is worth 1/61, its tenth 1/70, so
 * being found by both rankings counts for more than being first in one (Cormack, Clarke and
 * Büttcher, 2009, whose k = 60 is the usual choice). Ranks, not scores, are fused, because
 * ts_rank and cosine distance have nothing in common to add.
 */
export const fusionK = 60;

/**
 * One score per (kind, id) from ranked lists, each a select of `kind, id, n` with `n` the
 * 1-based place in its own list: the sum of 1/(k + n) over the lists that hold the row.
 */
export function fusedRanks(lists: SQL[]): SQL {
  return sql`select kind, id, sum(1.0 / (${sql.raw(String(fusionK))} + n)) as score
        from (${sql.join(lists, sql` union all `)}) ranked_lists group by kind, id`;
}
