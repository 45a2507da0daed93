import type { VerifyOtpBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Checks a reset code without using it up, so the last step can still send it with the new password. */
export const verifyForgotPasswordOtp = (body: VerifyOtpBody) =>
  api.post<{ message: string }>("/verify-forgot-password-otp", body);

export function useVerifyForgotPasswordOtp() {
  return useMutation({ mutationFn: verifyForgotPasswordOtp });
}
