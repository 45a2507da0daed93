import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useSubmitSupport } from "../api/submit-support.ts";
import { SupportMessage, useSupportDraft } from "./support-message.tsx";

/** 'Contact support', for everyone; Gold and Platinum members' requests are answered first. */
export function SupportForm({ priority }: { priority: boolean }) {
  const draft = useSupportDraft();
  const submit = useSubmitSupport();
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ subject: draft.subject, message: draft.message }, { onSuccess: draft.clear });
  };
  return (
    <section
      aria-labelledby="support-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="support-heading" className="text-lg font-bold">
        Contact support
      </h2>
      <p className="text-sm text-ink-muted">
        {priority
          ? "Your plan includes priority support: we answer you first."
          : "We usually answer within a few days."}
      </p>
      <form onSubmit={send} className="flex flex-col gap-3">
        <SupportMessage draft={draft} rows={4} outcome={submit} />
        <Button type="submit" variant="secondary" disabled={submit.isPending || !draft.ready}>
          {submit.isPending ? "Sending…" : "Send to support"}
        </Button>
      </form>
    </section>
  );
}
