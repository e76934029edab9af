import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type AmendmentBody,
  amendmentRecorded,
  type DecisionOutcomeFilter,
  type DecisionSort,
  type DecisionView,
  decisionList,
  decisionPageSizeMax,
} from "../../common/contracts/decisions.js";
import { apiRequest } from "./api-client.js";

export type DecisionFilters = {
  q: string;
  from: string;
  to: string;
  outcome: DecisionOutcomeFilter | null;
  /** null lets the server choose: best match while searching, newest first otherwise. */
  sort: DecisionSort | null;
};

/** One prefix per organisation, so an amendment refreshes every filter and page. */
export const decisionKeys = {
  org: (orgId: string) => ["decisions", orgId] as const,
  list: (orgId: string, filters: DecisionFilters, page: number) =>
    ["decisions", orgId, "list", filters, page] as const,
};

export const decisionsPageSize = 25;
/** The CSV gathers at most this many decisions, as the server's PDF does. */
export const decisionsExportMax = 2000;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const decisionsPath = (orgId: string) =>
  `/api/organisations/${encodeURIComponent(orgId)}/decisions`;

/**
 * The filters as the server accepts them: empty filters and half-typed dates are left out,
 * and a range typed back to front is not sent until it makes sense.
 */
export function decisionFilterParams(filters: DecisionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim().slice(0, 200);
  if (q) params.set("q", q);
  const from = datePattern.test(filters.from) ? filters.from : "";
  const to = datePattern.test(filters.to) ? filters.to : "";
  const inOrder = !from || !to || from <= to;
  if (from && inOrder) params.set("from", from);
  if (to && inOrder) params.set("to", to);
  if (filters.outcome) params.set("outcome", filters.outcome);
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function decisionListPath(
  orgId: string,
  filters: DecisionFilters,
  page: number,
  pageSize: number,
): string {
  const params = decisionFilterParams(filters);
  if (page > 1) params.set("page", String(page));
  params.set("pageSize", String(pageSize));
  return withQuery(decisionsPath(orgId), params);
}

/** The listed decisions as a PDF, with the same filters and order. */
export function decisionsPdfHref(orgId: string, filters: DecisionFilters): string {
  return withQuery(`${decisionsPath(orgId)}/register.pdf`, decisionFilterParams(filters));
}

/** The register as it opens: no search or filter, the server's order. */
export const initialDecisionFilters: DecisionFilters = {
  q: "",
  from: "",
  to: "",
  outcome: null,
  sort: null,
};

export function decisionsQuery(orgId: string, filters: DecisionFilters, page: number) {
  return queryOptions({
    queryKey: decisionKeys.list(orgId, filters, page),
    queryFn: () =>
      apiRequest(decisionListPath(orgId, filters, page, decisionsPageSize), {
        schema: decisionList,
      }),
  });
}

export function useDecisions(orgId: string, filters: DecisionFilters, page: number) {
  return useQuery({
    ...decisionsQuery(orgId, filters, page),
    // Typing in the search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every decision the filters select (up to the export limit), page by page, for the CSV. */
export async function allListedDecisions(
  orgId: string,
  filters: DecisionFilters,
): Promise<DecisionView[]> {
  const gathered: DecisionView[] = [];
  for (let page = 1; gathered.length < decisionsExportMax; page++) {
    const body = await apiRequest(decisionListPath(orgId, filters, page, decisionPageSizeMax), {
      schema: decisionList,
    });
    gathered.push(...body.decisions);
    if (body.decisions.length < decisionPageSizeMax || gathered.length >= body.total) break;
  }
  return gathered.slice(0, decisionsExportMax);
}

export function useRecordAmendment(orgId: string, decisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AmendmentBody) =>
      apiRequest(`${decisionsPath(orgId)}/${encodeURIComponent(decisionId)}/amendments`, {
        method: "POST",
        json: body,
        schema: amendmentRecorded,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decisionKeys.org(orgId) }),
  });
}
