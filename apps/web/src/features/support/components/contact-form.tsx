import { SUPPORT_LIMITS } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSubmitContact } from "../api/submit-contact.ts";

/** 'Contact support' for someone who is not signed in: we answer at the address they give. */
export function ContactForm() {
  const [email, setEmail] = useState("");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const submit = useSubmitContact();
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      { email, subject, message },
      {
        onSuccess: () => {
          setSubject("");
          setMessage("");
        },
      },
    );
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
        rows={5}
        onChange={(event) => setMessage(event.target.value)}
      />
      {submit.isSuccess ? <Alert tone="success">{submit.data.message}</Alert> : null}
      {submit.isError ? (
        <Alert tone="error">{errorMessage(submit.error, "We couldn't send that. Please try again.")}</Alert>
      ) : null}
      <Button type="submit" disabled={submit.isPending || !email.trim() || !subject.trim() || !message.trim()}>
        {submit.isPending ? "Sending…" : "Send to support"}
      </Button>
    </form>
  );
}
