import { EMAIL_CHANGE_UNDO_DAYS } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useConfirmEmailChange, useRequestEmailChange, useSendEmailChangeProofCode } from "../api/change-email.ts";
import { EmailCodeField } from "./email-code-field.tsx";

/**
 * Moving the account to another address: proven by the current password (or, for an account without one, a
 * code sent to the current address), then confirmed with a code sent to the new one.
 */
export function EmailSection({ email }: { email: string }) {
  const proofCode = useSendEmailChangeProofCode();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [proof, setProof] = useState("");
  const [otp, setOtp] = useState("");
  const useCode = proofCode.isSuccess;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    request.mutate(useCode ? { newEmail, otp: proof } : { newEmail, currentPassword }, {
      onSuccess: () => {
        setCurrentPassword("");
        setProof("");
        setOtp("");
      },
    });
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { otp },
      {
        onSuccess: () => {
          request.reset();
          proofCode.reset();
          setNewEmail("");
        },
      },
    );
  };

  return (
    <Card title="Email">
      <p className="mb-4 text-sm text-ink-muted">
        Signed in as <span className="font-medium text-ink">{email}</span>
      </p>
      {request.isSuccess ? (
        <form onSubmit={confirmCode} className="flex flex-col gap-4" aria-label="Confirm the new email">
          <Alert tone="success">{request.data.message}</Alert>
          <EmailCodeField label="Code from the new address" value={otp} onChange={setOtp} />
          {confirm.isError ? (
            <Alert tone="error">{errorMessage(confirm.error, "That code did not work.")}</Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? "Confirming..." : "Confirm new email"}
            </Button>
            <Button variant="ghost" disabled={confirm.isPending} onClick={() => request.reset()}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={sendCode} className="flex flex-col gap-4" aria-label="Change email">
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            required
          />
          {useCode ? (
            <>
              <Alert tone="success">{proofCode.data.message}</Alert>
              <EmailCodeField label="Code from your current email" value={proof} onChange={setProof} />
            </>
          ) : (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              hint="To move your account, prove it is you."
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              required
            />
          )}
          {request.isError ? <Alert tone="error">{errorMessage(request.error, "Could not send a code.")}</Alert> : null}
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
            <Button type="submit" variant="secondary" disabled={request.isPending}>
              {request.isPending ? "Sending..." : "Send a code to the new address"}
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
