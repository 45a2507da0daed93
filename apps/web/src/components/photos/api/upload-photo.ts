import type { ApiErrorBody, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

// The JSON client cannot send files; the browser sets the multipart boundary itself, so no content-type here.
export async function uploadPhoto(file: File): Promise<{ data: SessionUser }> {
  const form = new FormData();
  form.append("photo", file);
  const response = await fetch("/api/profile/upload-photo", { method: "POST", credentials: "same-origin", body: form });
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (!response.ok) throw new ApiError(response.status, body as Partial<ApiErrorBody>);
  return body as { data: SessionUser };
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
