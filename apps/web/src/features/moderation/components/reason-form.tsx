import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { type ModerationRequest, useModerate } from "../api/moderate.ts";

const REASON_MIN = 3;

/**
 * One moderator action with its reason (every action needs one, and the audit log keeps it). `request` turns the
 * reason into the call; `children` adds what else the action asks for.
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
  request: (reason: string) => ModerationRequest | null;
  children?: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const moderate = useModerate();
  const trimmed = reason.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const call = trimmed.length >= REASON_MIN ? request(trimmed) : null;
    if (!call) return;
    moderate.mutate(call, { onSuccess: () => setReason("") });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        placeholder="Reason (kept in the audit log)"
        className="min-h-11 rounded-xl border border-line bg-surface-raised px-3 text-ink placeholder:text-ink-faint focus:border-brand-purple focus:outline-none"
      />
      {children}
      <Button
        type="submit"
        variant={danger ? "danger" : "secondary"}
        disabled={trimmed.length < REASON_MIN || moderate.isPending}
        className="self-start"
      >
        {moderate.isPending ? "Saving…" : submit}
      </Button>
      {moderate.isError ? (
        <Alert tone="error">{errorMessage(moderate.error, "That didn't work. Try again.")}</Alert>
      ) : null}
      {moderate.isSuccess ? <Alert tone="success">{moderate.data.message}</Alert> : null}
    </form>
  );
}
