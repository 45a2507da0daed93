import { SUPPORT_LIMITS } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import type { FieldErrors } from "../../../lib/forms/use-form.ts";

export interface SupportDraft {
  subject: string;
  message: string;
}

export const emptySupportDraft: SupportDraft = { subject: "", message: "" };

/** What the fields need of the form they belong to (the contact form's draft adds an address). */
interface SupportFields {
  draft: SupportDraft;
  set: (patch: Partial<SupportDraft>) => void;
  errors: FieldErrors;
  message: string | null;
}

/** The subject and message fields of a support form, then how sending it went. */
export function SupportMessage({
  form,
  rows,
  sent,
}: {
  form: SupportFields;
  rows: number;
  /** Support's acknowledgement of the message just sent. */
  sent: string | null;
}) {
  return (
    <>
      <TextField
        label="Subject"
        value={form.draft.subject}
        maxLength={SUPPORT_LIMITS.subjectMax}
        error={form.errors.subject}
        onChange={(event) => form.set({ subject: event.target.value })}
      />
      <TextAreaField
        label="Message"
        value={form.draft.message}
        maxLength={SUPPORT_LIMITS.messageMax}
        rows={rows}
        error={form.errors.message}
        onChange={(event) => form.set({ message: event.target.value })}
      />
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {form.message ? <Alert tone="error">{form.message}</Alert> : null}
    </>
  );
}
