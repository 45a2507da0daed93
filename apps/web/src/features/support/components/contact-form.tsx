import { contactRequestBodySchema } from "@devmatch/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { submitContact } from "../api/submit-contact.ts";
import { emptySupportDraft, SupportMessage } from "./support-message.tsx";

/** 'Contact support' for someone who is not signed in: we answer at the address they give. */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initial: { email: "", ...emptySupportDraft },
    schema: contactRequestBodySchema,
    send: (body) => {
      setSent(null);
      return submitContact(body);
    },
    failure: "We couldn't send that. Please try again.",
    onSuccess: (answer, body) => {
      setSent(answer.message);
      form.reset({ email: body.email, ...emptySupportDraft });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        value={form.draft.email}
        error={form.errors.email}
        onChange={(event) => form.set({ email: event.target.value })}
      />
      <SupportMessage form={form} rows={5} sent={sent} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? "Sending…" : "Send to support"}
      </Button>
    </form>
  );
}
