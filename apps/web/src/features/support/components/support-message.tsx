import { SUPPORT_LIMITS } from "@devmatch/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";

/** A message to support being written: its subject and text, emptied once it is sent. */
export function useSupportDraft() {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const clear = () => {
    setSubject("");
    setMessage("");
  };
  const ready = subject.trim() !== "" && message.trim() !== "";
  return { subject, setSubject, message, setMessage, clear, ready };
}

/** The subject and message fields of a support form, then how sending it went. */
export function SupportMessage({
  draft,
  rows,
  outcome,
}: {
  draft: ReturnType<typeof useSupportDraft>;
  rows: number;
  outcome: { isSuccess: boolean; data?: { message: string }; isError: boolean; error: unknown };
}) {
  return (
    <>
      <TextField
        label="Subject"
        value={draft.subject}
        maxLength={SUPPORT_LIMITS.subjectMax}
        onChange={(event) => draft.setSubject(event.target.value)}
      />
      <TextAreaField
        label="Message"
        value={draft.message}
        maxLength={SUPPORT_LIMITS.messageMax}
        rows={rows}
        onChange={(event) => draft.setMessage(event.target.value)}
      />
      {outcome.isSuccess && outcome.data ? <Alert tone="success">{outcome.data.message}</Alert> : null}
      {outcome.isError ? (
        <Alert tone="error">{errorMessage(outcome.error, "We couldn't send that. Please try again.")}</Alert>
      ) : null}
    </>
  );
}
