import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** One appeal against the latest suspension or ban; the token from the refused sign-in says whose. */
export const fileAppeal = (body: { token: string; text: string }) => api.post<{ message: string }>("/appeals", body);

export function useFileAppeal() {
  return useMutation({ mutationFn: fileAppeal });
}
