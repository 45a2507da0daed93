import type { EmailOnlyBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const resendOtp = (body: EmailOnlyBody) => api.post<{ message: string }>("/resend-otp", body);

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
