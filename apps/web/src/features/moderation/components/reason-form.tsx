import { moderationReasonBodySchema } from "@devmatch/shared";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { type ModerationRequest, useModerate } from "../api/moderate.ts";

/**
 * One moderator action with its reason (every action needs one, and the audit log keeps it). `request` turns the
 * reason into the call, or says in words what the action still lacks; `children` adds what else it asks for.
 */
export function ReasonForm({
  label,
  submit,
  request,
  children,
  danger = false,
}: {
  label: string;
  submit: string;
  request: (reason: string) => ModerationRequest | string;
  children?: ReactNode;
  danger?: boolean;
}) {
  const moderate = useModerate();
  const form = useForm({
    initial: { reason: "" },
    schema: moderationReasonBodySchema,
    check: ({ reason }) => {
      const call = request(reason.trim());
      return typeof call === "string" ? call : null;
    },
    // The appeal's answer is checked by the server as `answer`; it is this form's reason.
    fieldKey: (path) => (path.at(-1) === "answer" ? "reason" : String(path.at(-1) ?? "")),
    send: ({ reason }) => {
      const call = request(reason);
      if (typeof call === "string") return Promise.reject(new Error(call));
      return moderate.mutateAsync(call);
    },
    failure: "That didn't work. Try again.",
    // Only the reason goes: the success line stays until the next edit or action.
    onSuccess: () => form.set({ reason: "" }),
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={label}
        value={form.draft.reason}
        error={form.errors.reason}
        onChange={(event) => form.set({ reason: event.target.value })}
        maxLength={1000}
        placeholder="Reason (kept in the audit log)"
      />
      {children}
      <Button type="submit" variant={danger ? "danger" : "secondary"} disabled={form.busy} className="self-start">
        {form.busy ? "Saving…" : submit}
      </Button>
      {form.message && !form.errors.reason ? <Alert tone="error">{form.message}</Alert> : null}
      {form.succeeded && moderate.data ? <Alert tone="success">{moderate.data.message}</Alert> : null}
    </form>
  );
}
