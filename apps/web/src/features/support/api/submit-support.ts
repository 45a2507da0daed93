import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const submitSupport = (body: { subject: string; message: string }) =>
  api.post<{ message: string; data: { priority: boolean } }>("/support", body);

export function useSubmitSupport() {
  return useMutation({ mutationFn: submitSupport });
}
