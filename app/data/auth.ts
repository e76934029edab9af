import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type LoginBody,
  loginResult,
  logoutResult,
  mailSentResult,
  messageResult,
  oidcConfig,
  type RegisterBody,
  type resetPasswordBody,
} from "../../common/contracts/auth.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest("/api/auth/register", { method: "POST", json: body, schema: mailSentResult }),
  });
}

export function confirmEmailQuery(token: string) {
  // A query rather than a mutation so the one-time token is sent once even if the page remounts.
  return queryOptions({
    queryKey: ["confirm-email", token],
    queryFn: () =>
      apiRequest("/api/auth/confirm-email", {
        method: "POST",
        json: { token },
        schema: messageResult,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("/api/auth/resend-confirmation", {
        method: "POST",
        json: { email },
        schema: mailSentResult,
      }),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiRequest("/api/auth/login", { method: "POST", json: body, schema: loginResult }),
    onSuccess: async (result) => {
      if (result.status === "signedIn")
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest("/api/auth/logout", { method: "POST", schema: logoutResult }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("/api/auth/forgot-password", {
        method: "POST",
        json: { email },
        schema: mailSentResult,
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPasswordBody>) =>
      apiRequest("/api/auth/reset-password", {
        method: "POST",
        json: body,
        schema: messageResult,
      }),
  });
}

export const oidcConfigQuery = queryOptions({
  queryKey: ["oidc-config"],
  queryFn: () => apiRequest("/api/auth/oidc/config", { schema: oidcConfig }),
  staleTime: 5 * 60_000,
  retry: false,
});
