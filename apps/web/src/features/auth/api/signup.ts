import type { SessionUser, SignupBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface SignupResponse {
  message: string;
  data: SessionUser;
}

export const signup = (body: SignupBody) => api.post<SignupResponse>("/signup", body);

/** No session exists until the email is verified, so the cache is left alone here. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
