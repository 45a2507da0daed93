import { changePasswordBodySchema } from "@devmatch/shared";
import { useState } from "react";
import { NewPasswordField } from "../../../components/forms/new-password-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useChangePassword } from "../api/change-password.ts";

const EMPTY = { currentPassword: "", newPassword: "" };

export function PasswordSection() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initial: EMPTY,
    schema: changePasswordBodySchema,
    send: (body) => {
      setDone(null);
      return change.mutateAsync(body);
    },
    failure: "Could not change your password.",
    onSuccess: (response) => {
      form.reset(EMPTY);
      setDone(response.message);
    },
  });
  const { draft, errors } = form;
  return (
    <Card title="Password">
      <form onSubmit={form.submit} className="flex flex-col gap-4">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={draft.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => form.set({ currentPassword: event.target.value })}
          required
        />
        <NewPasswordField
          label="New password"
          value={draft.newPassword}
          error={errors.newPassword}
          onChange={(newPassword) => form.set({ newPassword })}
          disabled={form.busy}
        />
        {form.message ? <Alert tone="error">{form.message}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <Button type="submit" disabled={form.busy} className="self-start">
          {form.busy ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
