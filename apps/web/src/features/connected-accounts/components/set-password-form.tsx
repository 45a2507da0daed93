import { OAUTH_PROVIDER_LABELS, type OAuthProviderId } from "@devmatch/shared";
import { useState } from "react";
import { CodeInput } from "../../../components/forms/code-input.tsx";
import { NewPasswordField } from "../../../components/forms/new-password-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { lazyFormSchemas } from "../../../lib/forms/lazy-form-schemas.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useSendFirstPasswordCode, useSetFirstPassword } from "../api/set-first-password.ts";

/**
 * For a member who signs in with GitHub or Google only: a password lets them sign in with their email too. It
 * takes a code sent to that email first, so a borrowed session cannot add a way in.
 */
export function SetPasswordForm({ email, providers }: { email: string; providers: OAuthProviderId[] }) {
  const [open, setOpen] = useState(false);
  const sendCode = useSendFirstPasswordCode();
  const save = useSetFirstPassword();
  const names = providers.map((provider) => OAUTH_PROVIDER_LABELS[provider]).join(" or ");
  const form = useForm({
    initial: { otp: "", newPassword: "" },
    schema: lazyFormSchemas.setPassword,
    send: (body) => save.mutateAsync(body),
    failure: "Could not set your password. Please try again.",
  });

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
        <form onSubmit={form.submit} className="flex flex-col gap-3" aria-label="Set a password" noValidate>
          <Alert tone="success">{sendCode.data.message}</Alert>
          <CodeInput
            label="Code from the email"
            value={form.draft.otp}
            error={form.errors.otp}
            onChange={(otp) => form.set({ otp })}
          />
          <NewPasswordField
            label="New password"
            value={form.draft.newPassword}
            error={form.errors.newPassword}
            onChange={(newPassword) => form.set({ newPassword })}
          />
          {form.message && !form.errors.otp && !form.errors.newPassword ? (
            <Alert tone="error">{form.message}</Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={form.busy}>
              {form.busy ? "Saving..." : "Save password"}
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
