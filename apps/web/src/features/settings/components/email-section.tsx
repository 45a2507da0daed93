import {
  type ChangeEmailBody,
  changeEmailBodySchema,
  confirmEmailBodySchema,
  EMAIL_CHANGE_UNDO_DAYS,
} from "@devmatch/shared";
import { CodeInput } from "../../../components/forms/code-input.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { type FormSchema, useForm } from "../../../lib/forms/use-form.ts";
import { useConfirmEmailChange, useRequestEmailChange, useSendEmailChangeProofCode } from "../api/change-email.ts";

const [byPassword, byCode] = changeEmailBodySchema.options;

/**
 * Moving the account to another address: proven by the current password (or, for an account without one, a
 * code sent to the current address), then confirmed with a code sent to the new one.
 */
export function EmailSection({ email }: { email: string }) {
  const proofCode = useSendEmailChangeProofCode();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const useCode = proofCode.isSuccess;

  const change = useForm({
    initial: { newEmail: "", currentPassword: "", proof: "" },
    schema: (useCode ? byCode : byPassword) as FormSchema<ChangeEmailBody>,
    toInput: ({ newEmail, currentPassword, proof }) =>
      useCode ? { newEmail, otp: proof } : { newEmail, currentPassword },
    fieldKey: (path) => (path.at(-1) === "otp" ? "proof" : String(path.at(-1) ?? "")),
    send: (body) => {
      confirm.reset();
      return request.mutateAsync(body);
    },
    failure: "Could not send a code.",
    onSuccess: () => {
      change.set({ currentPassword: "", proof: "" });
      code.reset();
    },
  });
  const code = useForm({
    initial: { otp: "" },
    schema: confirmEmailBodySchema,
    send: (body) => confirm.mutateAsync(body),
    failure: "That code did not work.",
    onSuccess: () => {
      request.reset();
      proofCode.reset();
      change.reset();
    },
  });

  return (
    <Card title="Email">
      <p className="mb-4 text-sm text-ink-muted">
        Signed in as <span className="font-medium text-ink">{email}</span>
      </p>
      {request.isSuccess ? (
        <form onSubmit={code.submit} className="flex flex-col gap-4" aria-label="Confirm the new email">
          <Alert tone="success">{request.data.message}</Alert>
          <CodeInput
            label="Code from the new address"
            value={code.draft.otp}
            error={code.errors.otp}
            onChange={(otp) => code.set({ otp })}
          />
          {code.message ? <Alert tone="error">{code.message}</Alert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={code.busy}>
              {code.busy ? "Confirming..." : "Confirm new email"}
            </Button>
            <Button variant="ghost" disabled={code.busy} onClick={() => request.reset()}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={change.submit} className="flex flex-col gap-4" aria-label="Change email">
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={change.draft.newEmail}
            error={change.errors.newEmail}
            onChange={(event) => change.set({ newEmail: event.target.value })}
            required
          />
          {useCode ? (
            <>
              <Alert tone="success">{proofCode.data.message}</Alert>
              <CodeInput
                label="Code from your current email"
                value={change.draft.proof}
                error={change.errors.proof}
                onChange={(proof) => change.set({ proof })}
              />
            </>
          ) : (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              hint="To move your account, prove it is you."
              value={change.draft.currentPassword}
              error={change.errors.currentPassword}
              onChange={(event) => change.set({ currentPassword: event.target.value })}
              required
            />
          )}
          {change.message ? <Alert tone="error">{change.message}</Alert> : null}
          {proofCode.isError ? (
            <Alert tone="error">{errorMessage(proofCode.error, "Could not email you a code.")}</Alert>
          ) : null}
          {confirm.isSuccess ? (
            <Alert tone="success">
              {confirm.data.message} We told your old address, with a link that undoes the change for{" "}
              {EMAIL_CHANGE_UNDO_DAYS} days.
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" disabled={change.busy}>
              {change.busy ? "Sending..." : "Send a code to the new address"}
            </Button>
            {useCode ? null : (
              <Button variant="ghost" disabled={proofCode.isPending} onClick={() => proofCode.mutate()}>
                {proofCode.isPending ? "Sending..." : "No password? Email me a code"}
              </Button>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
