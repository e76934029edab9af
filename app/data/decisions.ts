import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type DecisionOutcomeFilter, decisionList } from "../../common/contracts/decisions.js";
import { apiRequest } from "./api-client.js";

export type DecisionFilters = {
  q: string;
  from: string;
  to: string;
  outcome: DecisionOutcomeFilter | null;
};

export const decisionKeys = {
  org: (orgId: string) => ["decisions", orgId] as const,
  list: (orgId: string, filters: DecisionFilters) => ["decisions", orgId, "list", filters] as const,
};

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The query string the server accepts: empty filters and half-typed dates are left out. */
export function decisionSearchParams(filters: DecisionFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim().slice(0, 200);
  if (q) params.set("q", q);
  if (datePattern.test(filters.from)) params.set("from", filters.from);
  if (datePattern.test(filters.to)) params.set("to", filters.to);
  if (filters.outcome) params.set("outcome", filters.outcome);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function useDecisions(orgId: string, filters: DecisionFilters) {
  return useQuery({
    queryKey: decisionKeys.list(orgId, filters),
    queryFn: () =>
      apiRequest(
        `/api/organisations/${encodeURIComponent(orgId)}/decisions${decisionSearchParams(filters)}`,
        { schema: decisionList },
      ),
    select: (data) => data.decisions,
    // Typing in the search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
