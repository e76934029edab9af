import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import { messageResult } from "../../common/contracts/auth.js";
import {
  type createFlyingMinuteBody,
  flyingMinuteCreated,
  flyingMinuteList,
  type flyingMinuteStatusBody,
  flyingMinuteView,
  type updateFlyingMinuteBody,
} from "../../common/contracts/flying-minutes.js";
import { apiRequest } from "./api-client.js";

export type {
  FlyingMinuteList,
  FlyingMinuteSummary,
  FlyingMinuteView,
} from "../../common/contracts/flying-minutes.js";
export type CreateFlyingMinuteInput = z.input<typeof createFlyingMinuteBody>;
export type UpdateFlyingMinuteInput = z.input<typeof updateFlyingMinuteBody>;
export type FlyingMinuteMove = z.input<typeof flyingMinuteStatusBody>;

/** The list per organisation, and each flying minute under its own id (its page's address). */
export const flyingMinuteKeys = {
  list: (orgId: string) => ["flyingMinutes", "list", orgId] as const,
  detail: (id: string) => ["flyingMinutes", "detail", id] as const,
  all: ["flyingMinutes"] as const,
};

const listPath = (orgId: string) =>
  `/api/organisations/${encodeURIComponent(orgId)}/flying-minutes`;
const flyingMinutePath = (id: string) => `/api/flying-minutes/${encodeURIComponent(id)}`;

/** One of the motion's papers, opened through the flying minute (so every voter may open it). */
export const flyingMinuteFileHref = (flyingMinuteId: string, documentVersionId: string) =>
  `${flyingMinutePath(flyingMinuteId)}/files/${encodeURIComponent(documentVersionId)}/content`;

export function flyingMinutesQuery(orgId: string) {
  return queryOptions({
    queryKey: flyingMinuteKeys.list(orgId),
    queryFn: () => apiRequest(listPath(orgId), { schema: flyingMinuteList }),
  });
}

export function flyingMinuteQuery(id: string) {
  return queryOptions({
    queryKey: flyingMinuteKeys.detail(id),
    queryFn: () => apiRequest(flyingMinutePath(id), { schema: flyingMinuteView }),
  });
}

export const useFlyingMinutes = (orgId: string) => useQuery(flyingMinutesQuery(orgId));
export const useFlyingMinute = (id: string) => useQuery(flyingMinuteQuery(id));

/** Every write refreshes every flying minute shown: the list's counts follow the page's. */
function useFlyingMinuteWrite<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: flyingMinuteKeys.all }),
  });
}

export function useCreateFlyingMinute(orgId: string) {
  return useFlyingMinuteWrite((input: CreateFlyingMinuteInput) =>
    apiRequest(listPath(orgId), { method: "POST", json: input, schema: flyingMinuteCreated }),
  );
}

export function useUpdateFlyingMinute(id: string) {
  return useFlyingMinuteWrite((input: UpdateFlyingMinuteInput) =>
    apiRequest(flyingMinutePath(id), { method: "PATCH", json: input, schema: messageResult }),
  );
}

export function useMoveFlyingMinute(id: string) {
  return useFlyingMinuteWrite((input: FlyingMinuteMove) =>
    apiRequest(`${flyingMinutePath(id)}/status`, { method: "POST", json: input }),
  );
}

export function useCommentOnFlyingMinute(id: string) {
  return useFlyingMinuteWrite((body: string) =>
    apiRequest(`${flyingMinutePath(id)}/comments`, {
      method: "POST",
      json: { body },
      schema: messageResult,
    }),
  );
}

export function useDeleteFlyingMinute(id: string) {
  return useFlyingMinuteWrite(() =>
    apiRequest(flyingMinutePath(id), { method: "DELETE", schema: messageResult }),
  );
}

/**
 * Keeps a flying minute's page current: the server pushes that something changed (a ballot, a
 * comment, a new status; GET …/live, Server-Sent Events) and the page reads itself again. Nothing
 * is polled; a reconnect ("ready" after the first) reads again too, as a change may have been missed.
 */
export function useLiveFlyingMinute(id: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${flyingMinutePath(id)}/live`);
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: flyingMinuteKeys.detail(id) });
    let connectedBefore = false;
    source.addEventListener("ready", () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    source.addEventListener("change", refresh);
    source.addEventListener("end", () => {
      source.close();
      refresh();
    });
    return () => source.close();
  }, [queryClient, id]);
}
