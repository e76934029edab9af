import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type ActionPatch,
  type ActionsTab,
  actionList,
  actionNoticeSummary,
  actionNoticesResult,
  type actionOwnerCount,
  type actionUpdate,
  actionUpdates,
  type actionView,
  openActionsReview,
  reminderResult,
} from "../../common/contracts/actions.js";
import { messageResult } from "../../common/contracts/auth.js";
import { apiRequest } from "./api-client.js";

export type { ActionPatch, ActionsTab } from "../../common/contracts/actions.js";
export type ActionView = z.infer<typeof actionView>;
export type ActionOwner = z.infer<typeof actionOwnerCount>;
export type ReminderResult = z.infer<typeof reminderResult>;
export type ActionNoticesResult = z.infer<typeof actionNoticesResult>;
export type ActionUpdate = z.infer<typeof actionUpdate>;

/** One prefix per organisation, so a write refreshes both tabs and every history. */
export const actionKeys = {
  org: (orgId: string) => ["actions", orgId] as const,
  list: (orgId: string, tab: ActionsTab, ownerId: string | null) =>
    ["actions", orgId, "list", tab, ownerId ?? "everyone"] as const,
  updates: (orgId: string, actionId: string) => ["actions", orgId, "updates", actionId] as const,
  openForMeeting: (orgId: string, meetingId: string) =>
    ["actions", orgId, "open-for-meeting", meetingId] as const,
  notices: (meetingId: string) => ["action-notices", meetingId] as const,
};

const actionsPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/actions`;

/** The Actions page as it opens: the current tab, everyone's actions. */
export const initialActionsView = { tab: "current", ownerId: null } as const;

export function actionsQuery(orgId: string, tab: ActionsTab, ownerId: string | null) {
  const owner = ownerId ? `&ownerId=${encodeURIComponent(ownerId)}` : "";
  return queryOptions({
    queryKey: actionKeys.list(orgId, tab, ownerId),
    queryFn: () => apiRequest(`${actionsPath(orgId)}?tab=${tab}${owner}`, { schema: actionList }),
  });
}

export function useActions(orgId: string, tab: ActionsTab, ownerId: string | null) {
  return useQuery({
    ...actionsQuery(orgId, tab, ownerId),
    // Changing the owner keeps the tab's owner list (and the filter) on screen while it loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === tab ? previous : undefined,
  });
}

export function useActionUpdates(orgId: string, actionId: string, enabled: boolean) {
  return useQuery({
    queryKey: actionKeys.updates(orgId, actionId),
    queryFn: () =>
      apiRequest(`${actionsPath(orgId)}/${encodeURIComponent(actionId)}/updates`, {
        schema: actionUpdates,
      }),
    select: (data) => data.updates,
    enabled,
  });
}

export function useUpdateAction(orgId: string, actionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionPatch) =>
      apiRequest(`${actionsPath(orgId)}/${encodeURIComponent(actionId)}`, {
        method: "PATCH",
        json: body,
        schema: messageResult,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionKeys.org(orgId) }),
  });
}

export function useSendReminder(orgId: string, actionId: string) {
  return useMutation({
    mutationFn: (comment: string | undefined) =>
      apiRequest(`${actionsPath(orgId)}/${encodeURIComponent(actionId)}/reminders`, {
        method: "POST",
        json: comment ? { comment } : {},
        schema: reminderResult,
      }),
  });
}

const meetingActionsPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`;

/** The organisation's open actions, for a meeting's Action Items agenda item. */
export function useOpenActionsReview(orgId: string, meetingId: string) {
  return useQuery({
    queryKey: actionKeys.openForMeeting(orgId, meetingId),
    queryFn: () =>
      apiRequest(`${meetingActionsPath(meetingId)}/open-actions`, { schema: openActionsReview }),
    select: (data) => data.actions,
  });
}

/** Whether action notices may be sent for a meeting, and whether there is anything to send. */
export function useActionNoticeSummary(meetingId: string) {
  return useQuery({
    queryKey: actionKeys.notices(meetingId),
    queryFn: () =>
      apiRequest(`${meetingActionsPath(meetingId)}/action-notices`, {
        schema: actionNoticeSummary,
      }),
  });
}

export function useSendActionNotices(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${meetingActionsPath(meetingId)}/action-notices`, {
        method: "POST",
        json: {},
        schema: actionNoticesResult,
      }),
    // "Last sent", or (after a 409) where the minutes now stand.
    onSettled: () => queryClient.invalidateQueries({ queryKey: actionKeys.notices(meetingId) }),
  });
}
