import type { ApiErrorBody, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

/** Multipart upload (field "photo"); the browser sets the content type with its boundary. */
export async function uploadPhoto(file: File): Promise<{ data: SessionUser }> {
  const form = new FormData();
  form.append("photo", file);
  const response = await fetch("/api/profile/upload-photo", { method: "POST", body: form, credentials: "same-origin" });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, parsed as Partial<ApiErrorBody>);
  return parsed as { data: SessionUser };
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
