import { emailOnlyBodySchema, MESSAGES } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
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
  const sendCode = useForgotPassword();
  const emailFieldId = useFocusOnMount();
  const form = useForm({
    initial: {},
    check: () => (email.trim() === "" ? MESSAGES.forgot.enterEmail : null),
    schema: emailOnlyBodySchema,
    toInput: () => ({ emailId: email }),
    send: (body) => sendCode.mutateAsync(body),
    failure: MESSAGES.forgot.sendFailed,
    onSuccess: (response) => onSent(response.message || MESSAGES.forgot.codeSent),
  });

  return (
    <form noValidate onSubmit={form.submit} aria-label="Request a reset code" className="flex flex-col gap-4">
      {form.message ? <Alert tone="error">{form.message}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        id={emailFieldId}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={form.errors.emailId}
        disabled={form.busy}
        hint="We'll email you a 6-digit code."
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? "Sending..." : "Send Code"}
      </Button>
    </form>
  );
}
