import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useConfirmEmailChange, useRequestEmailChange } from "../api/change-email.ts";
import { EmailCodeField } from "./email-code-field.tsx";

export function EmailSection({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [newEmail, setNewEmail] = useState("");
  const [otp, setOtp] = useState("");
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    request.mutate({ newEmail });
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ otp }, { onSuccess: () => request.reset() });
  };
  return (
    <Card title="Email">
      <p className="mb-4 text-sm text-ink-muted">
        Signed in as <span className="font-medium text-ink">{email}</span>
      </p>
      {request.isSuccess ? (
        <form onSubmit={confirmCode} className="flex flex-col gap-4">
          <Alert tone="success">{request.data.message}</Alert>
          <EmailCodeField value={otp} onChange={setOtp} />
          {confirm.isError ? (
            <Alert tone="error">{errorMessage(confirm.error, "That code did not work.")}</Alert>
          ) : null}
          <Button type="submit" disabled={confirm.isPending} className="self-start">
            {confirm.isPending ? "Confirming..." : "Confirm new email"}
          </Button>
        </form>
      ) : (
        <form onSubmit={sendCode} className="flex flex-col gap-4">
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            required
          />
          {request.isError ? <Alert tone="error">{errorMessage(request.error, "Could not send a code.")}</Alert> : null}
          {confirm.isSuccess ? <Alert tone="success">{confirm.data.message}</Alert> : null}
          <Button type="submit" variant="secondary" disabled={request.isPending} className="self-start">
            {request.isPending ? "Sending..." : "Send a code to the new address"}
          </Button>
        </form>
      )}
    </Card>
  );
}
