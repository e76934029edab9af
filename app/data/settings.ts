import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResult } from "../../common/contracts/auth.js";
import type { MeetingLocationPatch } from "../../common/contracts/meeting-locations.js";
import {
  organisationSettingsView,
  type UpdateSettingsBody,
} from "../../common/contracts/organisation-settings.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";
import { meetingKeys } from "./meetings/meetings.js";

export type { OrganisationSettingsView } from "../../common/contracts/organisation-settings.js";
export type OrganisationImageKind = "logo" | "icon";

export const settingsKeys = {
  org: (orgId: string) => ["settings", orgId] as const,
};

const settingsPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/settings`;
const locationPath = (orgId: string, locationId: string) =>
  `/api/organisations/${encodeURIComponent(orgId)}/meeting-locations/${encodeURIComponent(locationId)}`;

/** Where the browser loads the image from; the version makes a replaced image show at once. */
export function organisationImageHref(orgId: string, kind: OrganisationImageKind, version: number) {
  return `${settingsPath(orgId)}/${kind}?v=${version}`;
}

export function organisationSettingsQuery(orgId: string) {
  return queryOptions({
    queryKey: settingsKeys.org(orgId),
    queryFn: () => apiRequest(settingsPath(orgId), { schema: organisationSettingsView }),
  });
}

export function useOrganisationSettings(orgId: string, enabled = true) {
  return useQuery({ ...organisationSettingsQuery(orgId), enabled });
}

/** Names live in /api/me too (the sidebar), so a saved section refreshes it as well. */
export function useUpdateSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) =>
      apiRequest(settingsPath(orgId), {
        method: "PATCH",
        json: body,
        schema: organisationSettingsView,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.org(orgId), saved);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useSaveOrganisationImage(orgId: string, kind: OrganisationImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? apiRequest(`${settingsPath(orgId)}/${kind}`, {
            method: "PUT",
            body: file,
            schema: messageResult,
          })
        : apiRequest(`${settingsPath(orgId)}/${kind}`, {
            method: "DELETE",
            schema: messageResult,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.org(orgId) }),
  });
}

function useLocationWrite<Input>(orgId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.locations(orgId) }),
  });
}

export function useUpdateLocation(orgId: string) {
  return useLocationWrite(orgId, (input: { locationId: string; patch: MeetingLocationPatch }) =>
    apiRequest(locationPath(orgId, input.locationId), {
      method: "PATCH",
      json: input.patch,
      schema: messageResult,
    }),
  );
}

export function useMakeDefaultLocation(orgId: string) {
  return useLocationWrite(orgId, (locationId: string) =>
    apiRequest(`${locationPath(orgId, locationId)}/default`, {
      method: "POST",
      schema: messageResult,
    }),
  );
}

export function useDeleteLocation(orgId: string) {
  return useLocationWrite(orgId, (locationId: string) =>
    apiRequest(locationPath(orgId, locationId), { method: "DELETE", schema: messageResult }),
  );
}
