import { CODE_CARD_LIMITS, CODE_LANGUAGES, type CodeCard } from "@devmatch/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { lazyFormSchemas } from "../../../lib/forms/lazy-form-schemas.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useDeleteCodeCard } from "../api/delete-code-card.ts";
import { useSaveCodeCard } from "../api/save-code-card.ts";
import { CodeCardView } from "./code-card-view.tsx";

const SAVE_FAILED = "Your code card could not be saved. Please try again.";

/** One snippet the member is proud of: language, code (30 lines, 1,500 characters) and a one-line caption. */
export function CodeCardEditor({ card }: { card: CodeCard | null }) {
  const save = useSaveCodeCard();
  const remove = useDeleteCodeCard();
  const [editing, setEditing] = useState(card === null);
  const form = useForm({
    initial: { language: card?.language ?? "", code: card?.code ?? "", caption: card?.caption ?? "" },
    check: ({ language }) => (language === "" ? { language: "Choose a language" } : null),
    toInput: ({ language, code, caption }) => ({ language, code, caption: caption.trim() || null }),
    schema: lazyFormSchemas.codeCard,
    send: (body) => save.mutateAsync(body),
    failure: SAVE_FAILED,
    onSuccess: () => setEditing(false),
  });
  const { language, code, caption } = form.draft;
  const lines = code.split("\n").length;

  if (card && !editing) {
    return (
      <div className="flex flex-col gap-3">
        <CodeCardView card={card} />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit code card
          </Button>
          <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove code card
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form aria-label="Code card" className="flex flex-col gap-3" onSubmit={form.submit} noValidate>
      {form.message && !Object.values(form.errors).some(Boolean) ? <Alert tone="error">{form.message}</Alert> : null}
      <SelectField
        label="Language"
        placeholder="Choose a language"
        options={CODE_LANGUAGES.map((entry) => ({ value: entry.id, label: entry.label }))}
        value={language}
        error={form.errors.language}
        onChange={(event) => form.set({ language: event.target.value })}
      />
      <TextAreaField
        label="Code"
        hint={`${lines}/${CODE_CARD_LIMITS.linesMax} lines`}
        value={code}
        error={form.errors.code}
        maxLength={CODE_CARD_LIMITS.charsMax}
        showCount
        spellCheck={false}
        onChange={(event) => form.set({ code: event.target.value })}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <TextField
        label="Caption (optional)"
        value={caption}
        error={form.errors.caption}
        maxLength={CODE_CARD_LIMITS.captionMax}
        onChange={(event) => form.set({ caption: event.target.value })}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.busy}>
          Save code card
        </Button>
        {card ? (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
