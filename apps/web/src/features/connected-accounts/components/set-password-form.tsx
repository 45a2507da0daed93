import { OAUTH_PROVIDER_LABELS, type OAuthProviderId, passwordSchema } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSetFirstPassword } from "../api/set-first-password.ts";

const PASSWORD_HINT = "At least 8 characters with upper and lower case, a number and a symbol.";

/** For a member who signs in with GitHub or Google only: a password lets them sign in with their email too. */
export function SetPasswordForm({ email, providers }: { email: string; providers: OAuthProviderId[] }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetFirstPassword();
  const names = providers.map((provider) => OAUTH_PROVIDER_LABELS[provider]).join(" or ");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? PASSWORD_HINT);
    setProblem(null);
    save.mutate({ newPassword: password }, { onSuccess: () => setPassword("") });
  };

  if (save.isSuccess) return <Alert tone="success">{save.data.message}</Alert>;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">
        You sign in with {names} only. Set a password to also sign in with your email, {email}.
      </p>
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Set a password" noValidate>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={problem ?? undefined}
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
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          Set a password
        </Button>
      )}
    </div>
  );
}
