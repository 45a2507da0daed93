import { MESSAGES } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useFocusOnMount } from "../../../lib/use-focus-on-mount.ts";
import { useForgotPassword } from "../api/forgot-password.ts";

export function ForgotEmailStep({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const sendCode = useForgotPassword();
  const emailFieldId = useFocusOnMount();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailId = email.trim();
    if (!emailId) return setError(MESSAGES.forgot.enterEmail);
    setError(null);
    sendCode.mutate(
      { emailId },
      {
        onSuccess: (response) => onSent(response.message || MESSAGES.forgot.codeSent),
        onError: (caught) => setError(errorMessage(caught, MESSAGES.forgot.sendFailed)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Request a reset code" className="flex flex-col gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        id={emailFieldId}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        disabled={sendCode.isPending}
        hint="We'll email you a 6-digit code."
      />
      <Button type="submit" disabled={sendCode.isPending} className="w-full">
        {sendCode.isPending ? "Sending..." : "Send Code"}
      </Button>
    </form>
  );
}
