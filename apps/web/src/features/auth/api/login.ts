import type { LoginResponse, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export interface LoginInput {
  emailId: string;
  password: string;
  rememberMe: boolean;
}

export const login = (body: LoginInput) => api.post<LoginResponse>("/login", body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!response.requiresVerification)
        queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data);
    },
  });
}
