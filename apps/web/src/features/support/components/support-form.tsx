import { supportRequestBodySchema } from "@devmatch/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { submitSupport } from "../api/submit-support.ts";
import { emptySupportDraft, SupportMessage } from "./support-message.tsx";

/** 'Contact support', for everyone; Gold and Platinum members' requests are answered first. */
export function SupportForm({ priority }: { priority: boolean }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initial: emptySupportDraft,
    schema: supportRequestBodySchema,
    send: (body) => {
      setSent(null);
      return submitSupport(body);
    },
    failure: "We couldn't send that. Please try again.",
    onSuccess: (answer) => {
      setSent(answer.message);
      form.reset();
    },
  });
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
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
        <SupportMessage form={form} rows={4} sent={sent} />
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? "Sending…" : "Send to support"}
        </Button>
      </form>
    </section>
  );
}
