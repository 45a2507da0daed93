import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useSubmitContact } from "../api/submit-contact.ts";
import { SupportMessage, useSupportDraft } from "./support-message.tsx";

/** 'Contact support' for someone who is not signed in: we answer at the address they give. */
export function ContactForm() {
  const [email, setEmail] = useState("");
  const draft = useSupportDraft();
  const submit = useSubmitContact();
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ email, subject: draft.subject, message: draft.message }, { onSuccess: draft.clear });
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-3">
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SupportMessage draft={draft} rows={5} outcome={submit} />
      <Button type="submit" disabled={submit.isPending || !email.trim() || !draft.ready}>
        {submit.isPending ? "Sending…" : "Send to support"}
      </Button>
    </form>
  );
}
