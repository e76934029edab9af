import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api-client.js";
import { meQueryKey } from "./me.js";

export type ProfileUpdate = {
  FirstName: string;
  LastName: string;
  PhoneNumber?: string;
  Title?: string;
  Suffix?: string;
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiRequest("/api/me/profile", { method: "PATCH", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) => apiRequest("/api/me/picture", { method: "POST", body: file }),
  });
}
