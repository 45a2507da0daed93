import { OAUTH_PROVIDER_LABELS, type OAuthProviderId, otpSchema, passwordSchema } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSendFirstPasswordCode, useSetFirstPassword } from "../api/set-first-password.ts";

const PASSWORD_HINT = "At least 8 characters with upper and lower case, a number and a symbol.";

/**
 * For a member who signs in with GitHub or Google only: a password lets them sign in with their email too. It
 * takes a code sent to that email first, so a borrowed session cannot add a way in.
 */
export function SetPasswordForm({ email, providers }: { email: string; providers: OAuthProviderId[] }) {
  const [open, setOpen] = useState(false);
  const [otp, setOtp] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<{ otp?: string; password?: string }>({});
  const sendCode = useSendFirstPasswordCode();
  const save = useSetFirstPassword();
  const names = providers.map((provider) => OAUTH_PROVIDER_LABELS[provider]).join(" or ");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedOtp = otpSchema.safeParse(otp.trim());
    const checkedPassword = passwordSchema.safeParse(password);
    const found = {
      otp: checkedOtp.success ? undefined : checkedOtp.error.issues[0]?.message,
      password: checkedPassword.success ? undefined : (checkedPassword.error.issues[0]?.message ?? PASSWORD_HINT),
    };
    setProblems(found);
    if (found.otp || found.password) return;
    save.mutate({ newPassword: password, otp: otp.trim() }, { onSuccess: () => setPassword("") });
  };

  if (save.isSuccess) return <Alert tone="success">{save.data.message}</Alert>;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">
        You sign in with {names} only. Set a password to also sign in with your email, {email}.
      </p>
      {!open ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          Set a password
        </Button>
      ) : !sendCode.isSuccess ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">First we email a code to {email}, to make sure it is you.</p>
          {sendCode.isError ? (
            <Alert tone="error">{errorMessage(sendCode.error, "Could not email you a code. Please try again.")}</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? "Sending..." : "Email me a code"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Set a password" noValidate>
          <Alert tone="success">{sendCode.data.message}</Alert>
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={problems.otp}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            required
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={problems.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          {save.isError ? (
            <Alert tone="error">{errorMessage(save.error, "Could not set your password. Please try again.")}</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save password"}
            </Button>
            <Button variant="ghost" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? "Sending..." : "Send another code"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
