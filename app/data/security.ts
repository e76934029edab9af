import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mfaEnrolment, recoveryCodes } from "../../common/contracts/auth.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest("/api/auth/change-password", { method: "POST", json: body }),
  });
}

export function useMfaEnrol() {
  return useMutation({
    mutationFn: () => apiRequest("/api/auth/mfa/enrol", { method: "POST", schema: mfaEnrolment }),
  });
}

export function useMfaVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("/api/auth/mfa/verify", { method: "POST", json: { code }, schema: recoveryCodes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useMfaRemove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("/api/auth/mfa/remove", { method: "POST", json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
