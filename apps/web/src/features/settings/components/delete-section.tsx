import { paths } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteAccount, useSendDeleteCode } from "../api/delete-account.ts";
import { EmailCodeField } from "./email-code-field.tsx";

export function DeleteSection() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const sendCode = useSendDeleteCode();
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const useCode = sendCode.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(useCode ? { otp } : { password }, {
      onSuccess: () => void navigate(paths.home, { replace: true }),
    });
  };
  return (
    <Card title="Delete my account" className="border-danger/40">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          This removes your profile, photos, matches and messages for good, and closes your chats. It cannot be undone.
        </p>
        {useCode ? (
          <EmailCodeField value={otp} onChange={setOtp} />
        ) : (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        )}
        {remove.isError ? (
          <Alert tone="error">{errorMessage(remove.error, "Could not delete your account.")}</Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete my account"}
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
