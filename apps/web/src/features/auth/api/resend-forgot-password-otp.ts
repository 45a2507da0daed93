import type { EmailOnlyBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const resendForgotPasswordOtp = (body: EmailOnlyBody) =>
  api.post<{ message: string }>("/resend-forgot-password-otp", body);

export function useResendForgotPasswordOtp() {
  return useMutation({ mutationFn: resendForgotPasswordOtp });
}
