import { RESEND_SUCCESS_MESSAGE_MS } from "@devmatch/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTransientMessage } from "../../../lib/use-transient-message.ts";
import type { Countdown } from "../hooks/use-countdown.ts";
import { FormStatus } from "./form-status.tsx";

/**
 * 'Resend code' with the outcome underneath. After a send the button counts down, because the server refuses
 * another code within that window anyway.
 */
export function ResendCode({
  resend,
  successText,
  failureText,
  countdown,
}: {
  resend: () => Promise<unknown>;
  successText: string;
  failureText: string;
  /** The wait before the server sends another code (`useResendCountdown`), shared with the code's error line. */
  countdown: Countdown;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const success = useTransientMessage(RESEND_SUCCESS_MESSAGE_MS);
  const { secondsLeft, start } = countdown;

  const handleClick = async () => {
    setBusy(true);
    setError(null);
    success.clear();
    try {
      await resend();
      success.show(successText);
      start();
    } catch (caught) {
      setError(errorMessage(caught, failureText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-1 text-sm text-ink-muted">
      <p className="flex flex-wrap items-center justify-center gap-x-1">
        Didn't get the code?
        <Button variant="ghost" className="min-h-11 px-2" disabled={busy || secondsLeft > 0} onClick={handleClick}>
          {busy ? "Sending..." : secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
        </Button>
      </p>
      <FormStatus
        status={
          error ? { tone: "error", text: error } : success.message ? { tone: "success", text: success.message } : null
        }
      />
    </div>
  );
}
