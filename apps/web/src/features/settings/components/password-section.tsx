import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useChangePassword } from "../api/change-password.ts";

export function PasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword("");
          setNewPassword("");
        },
      },
    );
  };
  return (
    <Card title="Password">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          required
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters with upper and lower case, a number and a symbol."
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          required
        />
        {change.isError ? (
          <Alert tone="error">{errorMessage(change.error, "Could not change your password.")}</Alert>
        ) : null}
        {change.isSuccess ? <Alert tone="success">{change.data.message}</Alert> : null}
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
