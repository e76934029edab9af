import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messageResult } from "../../common/contracts/auth.js";
import {
  type createReportBody,
  reportCreated,
  reportList,
  reportSent,
  reportView,
  type updateReportBody,
} from "../../common/contracts/reports.js";
import { apiRequest } from "./api-client.js";

export type { ReportList, ReportSummary, ReportView } from "../../common/contracts/reports.js";
export type CreateReportInput = z.input<typeof createReportBody>;
export type UpdateReportInput = z.input<typeof updateReportBody>;

export const reportKeys = {
  all: ["reports"] as const,
  list: (orgId: string) => ["reports", "list", orgId] as const,
  detail: (id: string) => ["reports", "detail", id] as const,
};

const listPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/reports`;
const reportPath = (id: string) => `/api/reports/${encodeURIComponent(id)}`;

/** A report's file, opened through the report (so its readers may open it, and it is counted). */
export const reportFileHref = (reportId: string, documentVersionId: string) =>
  `${reportPath(reportId)}/files/${encodeURIComponent(documentVersionId)}/content`;

export function reportsQuery(orgId: string) {
  return queryOptions({
    queryKey: reportKeys.list(orgId),
    queryFn: () => apiRequest(listPath(orgId), { schema: reportList }),
  });
}

export function reportQuery(id: string) {
  return queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: () => apiRequest(reportPath(id), { schema: reportView }),
  });
}

export const useReports = (orgId: string) => useQuery(reportsQuery(orgId));
export const useReport = (id: string) => useQuery(reportQuery(id));

function useReportWrite<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useCreateReport(orgId: string) {
  return useReportWrite((input: CreateReportInput) =>
    apiRequest(listPath(orgId), { method: "POST", json: input, schema: reportCreated }),
  );
}

export function useUpdateReport(id: string) {
  return useReportWrite((input: UpdateReportInput) =>
    apiRequest(reportPath(id), { method: "PATCH", json: input, schema: messageResult }),
  );
}

export function useSendReport(id: string) {
  return useReportWrite(() =>
    apiRequest(`${reportPath(id)}/send`, { method: "POST", json: {}, schema: reportSent }),
  );
}

export function useCommentOnReport(id: string) {
  return useReportWrite((body: string) =>
    apiRequest(`${reportPath(id)}/comments`, {
      method: "POST",
      json: { body },
      schema: messageResult,
    }),
  );
}

export function useDeleteReport(id: string) {
  return useReportWrite(() =>
    apiRequest(reportPath(id), { method: "DELETE", schema: messageResult }),
  );
}
