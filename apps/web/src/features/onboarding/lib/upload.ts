import type { ApiErrorBody } from "@devmatch/shared";
import { ApiError } from "../../../lib/api-client.ts";

/** Posts a multipart form; the browser sets the content type with its boundary. Errors arrive as ApiError. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`/api${path}`, { method: "POST", body: form, credentials: "same-origin" });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, parsed as Partial<ApiErrorBody>);
  return parsed as T;
}
