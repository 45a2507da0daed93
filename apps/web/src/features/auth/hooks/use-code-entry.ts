import { MESSAGES, type VerifyOtpBody, verifyOtpBodySchema } from "@devmatch/shared";
import { useState } from "react";
import { useForm } from "../../../lib/forms/use-form.ts";
import { isCodeRefusal, nextCodeHint, useResendCountdown } from "./use-countdown.ts";

/**
 * The one code-entry step (verify the email, the reset code): the six boxes' draft checked by the shared schema,
 * the resend countdown, and the error line, which after a refused code says when a new one can be had.
 */
export function useCodeEntry<Result>({
  email,
  codeSentAt,
  initialOtp = "",
  emptyMessage,
  verify,
  failure,
  busyAfterSuccess,
  onVerified,
}: {
  email: string;
  /** When this screen's code went out: the server's wait before another began then. */
  codeSentAt?: number;
  initialOtp?: string;
  /** Said for an empty code, where the screen's spec has its own words for that. */
  emptyMessage?: string;
  verify: (body: VerifyOtpBody) => Promise<Result>;
  failure: string;
  busyAfterSuccess?: boolean;
  onVerified: (result: Result, body: VerifyOtpBody) => void;
}) {
  const countdown = useResendCountdown(codeSentAt);
  const [codeRefused, setCodeRefused] = useState(false);
  const form = useForm({
    initial: { otp: initialOtp },
    check: ({ otp }) => (emptyMessage && otp.trim() === "" ? emptyMessage : null),
    schema: verifyOtpBodySchema,
    toInput: ({ otp }) => ({ emailId: email, otp }),
    invalid: MESSAGES.otp.invalidInput,
    send: (body) => {
      setCodeRefused(false);
      return verify(body);
    },
    onError: (caught) => {
      setCodeRefused(isCodeRefusal(caught));
      return false;
    },
    failure,
    busyAfterSuccess,
    onSuccess: onVerified,
  });
  const problem = form.message && codeRefused ? `${form.message} ${nextCodeHint(countdown.secondsLeft)}` : form.message;
  return { form, countdown, problem };
}
