import type { SessionUser, VerifyOtpBody, VerifyOtpResponse } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const verifyOtp = (body: VerifyOtpBody) => api.post<VerifyOtpResponse>("/verify-otp", body);

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
