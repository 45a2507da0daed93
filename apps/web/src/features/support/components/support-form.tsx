import { SUPPORT_LIMITS } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSubmitSupport } from "../api/submit-support.ts";

/** 'Contact support', for everyone; Gold and Platinum members' requests are answered first. */
export function SupportForm({ priority }: { priority: boolean }) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const submit = useSubmitSupport();
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      { subject, message },
      {
        onSuccess: () => {
          setSubject("");
          setMessage("");
        },
      },
    );
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
        <TextField
          label="Subject"
          value={subject}
          maxLength={SUPPORT_LIMITS.subjectMax}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label="Message"
          value={message}
          maxLength={SUPPORT_LIMITS.messageMax}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
        />
        {submit.isSuccess ? <Alert tone="success">{submit.data.message}</Alert> : null}
        {submit.isError ? (
          <Alert tone="error">{errorMessage(submit.error, "We couldn't send that. Please try again.")}</Alert>
        ) : null}
        <Button type="submit" variant="secondary" disabled={submit.isPending || !subject.trim() || !message.trim()}>
          {submit.isPending ? "Sending…" : "Send to support"}
        </Button>
      </form>
    </section>
  );
}
