import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { actionStatusSchema } from "../../common/actions.js";
import { apiRequest } from "./api-client.js";

export type ActionsTab = "current" | "completed";

const actionView = z.object({
  Id: z.string(),
  Description: z.string(),
  DueDate: z.string().nullable(),
  Status: actionStatusSchema,
  Completed: z.boolean(),
  Overdue: z.boolean(),
  Owners: z.array(z.object({ PersonId: z.string(), Name: z.string() })),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
});
export type ActionView = z.infer<typeof actionView>;

const actionOwner = z.object({ PersonId: z.string(), Name: z.string(), Count: z.number().int() });
export type ActionOwner = z.infer<typeof actionOwner>;

const actionList = z.object({ actions: z.array(actionView), owners: z.array(actionOwner) });

const actionUpdate = z.object({
  Id: z.string(),
  Text: z.string(),
  StatusAfter: z.string().nullable(),
  By: z.string(),
  At: z.string(),
});
export type ActionUpdate = z.infer<typeof actionUpdate>;

export type ActionPatch = {
  status?: z.infer<typeof actionStatusSchema>;
  note?: string;
  dueDate?: string | null;
  ownerPersonIds?: string[];
  description?: string;
};

/** One prefix per organisation, so a write refreshes both tabs and every history. */
export const actionKeys = {
  org: (orgId: string) => ["actions", orgId] as const,
  list: (orgId: string, tab: ActionsTab, ownerId: string | null) =>
    ["actions", orgId, "list", tab, ownerId ?? "everyone"] as const,
  updates: (orgId: string, actionId: string) => ["actions", orgId, "updates", actionId] as const,
};

const actionsPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/actions`;

export function useActions(orgId: string, tab: ActionsTab, ownerId: string | null) {
  const owner = ownerId ? `&ownerId=${encodeURIComponent(ownerId)}` : "";
  return useQuery({
    queryKey: actionKeys.list(orgId, tab, ownerId),
    queryFn: () => apiRequest(`${actionsPath(orgId)}?tab=${tab}${owner}`, { schema: actionList }),
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
        schema: z.object({ updates: z.array(actionUpdate) }),
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
        schema: z.object({ message: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionKeys.org(orgId) }),
  });
}
