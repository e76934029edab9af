import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResult } from "../../common/contracts/auth.js";
import type { ProfileUpdate } from "../../common/contracts/me.js";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiRequest("/api/me/profile", { method: "PATCH", json: body, schema: messageResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest("/api/me/picture", { method: "POST", body: file, schema: messageResult }),
  });
}
