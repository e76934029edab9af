import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { DecisionPdfQuery, DecisionSort } from "../../../common/contracts/decisions.js";
import { decisions } from "../../db/schema/index.js";
import { searchTsQuery } from "../../search/text-query.js";

/** What the register lists: one organisation, narrowed by words, dates and outcome. */
export type DecisionSelection = {
  where: SQL;
  /** The search as a tsquery, or null when no words were given. */
  tsQuery: SQL | null;
  sort: DecisionSort;
  orderBy: SQL[];
};

// Readers expect a result before a refusal: approved first, lost next, then the rest.
const outcomeOrder = sql`case ${decisions.outcome} when 'Approved' then 0 when 'NotApproved' then 1 when 'Deferred' then 2 else 3 end`;

function orderFor(sort: DecisionSort, tsQuery: SQL | null): SQL[] {
  const newest = [desc(decisions.decidedOn), desc(decisions.createdAt), desc(decisions.id)];
  switch (sort) {
    case "relevance":
      return tsQuery ? [sql`ts_rank_cd(${decisions.search}, ${tsQuery}) desc`, ...newest] : newest;
    case "newest":
      return newest;
    case "oldest":
      return [asc(decisions.decidedOn), asc(decisions.createdAt), asc(decisions.id)];
    case "title":
      return [asc(sql`lower(${decisions.title})`), ...newest];
    case "outcome":
      return [asc(outcomeOrder), ...newest];
  }
}

export function decisionSelection(organisationId: string, q: DecisionPdfQuery): DecisionSelection {
  const tsQuery = q.q ? searchTsQuery(q.q) : null;
  const conditions: SQL[] = [eq(decisions.organisationId, organisationId)];
  if (tsQuery) conditions.push(sql`${decisions.search} @@ ${tsQuery}`);
  if (q.from) conditions.push(gte(decisions.decidedOn, q.from));
  if (q.to) conditions.push(lte(decisions.decidedOn, q.to));
  if (q.outcome) conditions.push(eq(decisions.outcome, q.outcome));
  // Searching ranks by default; otherwise (and for "relevance" with no words to rank by) the
  // newest decisions come first, and the answer says which order was used.
  const sort = q.sort === "relevance" || !q.sort ? (tsQuery ? "relevance" : "newest") : q.sort;
  return {
    where: and(...conditions) ?? sql`true`,
    tsQuery,
    sort,
    orderBy: orderFor(sort, tsQuery),
  };
}
