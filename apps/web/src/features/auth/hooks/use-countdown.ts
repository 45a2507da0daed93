import { MESSAGES, OTP_RESEND_COOLDOWN_SECONDS } from "@devmatch/shared";
import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";

const remainingSince = (seconds: number, since: number | undefined) =>
  since ? Math.max(0, Math.ceil(seconds - (Date.now() - since) / 1000)) : 0;

/** Seconds left before an action may be repeated; `start` begins a new count, and `since` one already under way. */
export function useCountdown(seconds: number, since?: number) {
  const [secondsLeft, setSecondsLeft] = useState(() => remainingSince(seconds, since));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, start };
}

export type Countdown = ReturnType<typeof useCountdown>;

/** The server's wait between two codes, begun when this screen's code went out (`sentAt`, ms since the epoch). */
export const useResendCountdown = (sentAt?: number) => useCountdown(OTP_RESEND_COOLDOWN_SECONDS, sentAt);

/**
 * What a refused code's line adds, and only what can be done now: while another code cannot be sent yet, how long
 * until it can, rather than "ask for a new one" beside a button that is still locked. Counts down as it shows.
 */
export const nextCodeHint = (secondsLeft: number) =>
  secondsLeft > 0 ? MESSAGES.otp.newCodeIn(secondsLeft) : MESSAGES.otp.newCodeNow;

/** Whether a failure is the code itself being refused (wrong, expired, or tried too often). */
export const isCodeRefusal = (caught: unknown) => isApiError(caught, "INVALID_CODE", "CODE_LOCKED");
