import type { SignupBody, UserAnswer } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const signup = (body: SignupBody) => api.post<UserAnswer>("/signup", body);

/** No session exists until the email is verified, so the cache is left alone here. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
