import { type DeleteAccountBody, deleteAccountBodySchema, MESSAGES, paths } from "@devmatch/shared";
import { useNavigate } from "react-router";
import { CodeInput } from "../../../components/forms/code-input.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { type FormSchema, useForm } from "../../../lib/forms/use-form.ts";
import type { HomeState } from "../../../lib/navigation-state.ts";
import { useDeleteAccount, useSendDeleteCode } from "../api/delete-account.ts";

const [byPassword, byCode] = deleteAccountBodySchema.options;

export function DeleteSection() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const sendCode = useSendDeleteCode();
  const useCode = sendCode.isSuccess;
  const form = useForm({
    initial: { password: "", otp: "" },
    schema: (useCode ? byCode : byPassword) as FormSchema<DeleteAccountBody>,
    toInput: ({ password, otp }) => (useCode ? { otp } : { password }),
    send: (body) => remove.mutateAsync(body),
    failure: "Could not delete your account.",
    busyAfterSuccess: true,
    // The landing page opens at its top, saying what happened.
    onSuccess: () =>
      void navigate(paths.home, { replace: true, state: { notice: MESSAGES.account.deleted } satisfies HomeState }),
  });
  return (
    <Card title="Delete my account" className="border-danger/40">
      <form onSubmit={form.submit} className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          This removes your profile, photos, matches and messages for good, and closes your chats. It cannot be undone.
        </p>
        {useCode ? (
          <CodeInput
            label="Code from the email"
            value={form.draft.otp}
            error={form.errors.otp}
            onChange={(otp) => form.set({ otp })}
          />
        ) : (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={form.draft.password}
            error={form.errors.password}
            onChange={(event) => form.set({ password: event.target.value })}
            required
          />
        )}
        {form.message ? <Alert tone="error">{form.message}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="danger" disabled={form.busy}>
            {form.busy ? "Deleting..." : "Delete my account"}
          </Button>
          {useCode ? null : (
            <Button variant="ghost" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? "Sending..." : "No password? Email me a code"}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
