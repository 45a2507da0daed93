import { CODE_CARD_LIMITS, CODE_LANGUAGES, type CodeCard, type CodeCardInput } from "@devmatch/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteCodeCard } from "../api/delete-code-card.ts";
import { useSaveCodeCard } from "../api/save-code-card.ts";
import { CodeCardView } from "./code-card-view.tsx";

const SAVE_FAILED = "Your code card could not be saved. Please try again.";

/** One snippet the member is proud of: language, code (30 lines, 1,500 characters) and a one-line caption. */
export function CodeCardEditor({ card }: { card: CodeCard | null }) {
  const save = useSaveCodeCard();
  const remove = useDeleteCodeCard();
  const [editing, setEditing] = useState(card === null);
  const [language, setLanguage] = useState(card?.language ?? "");
  const [code, setCode] = useState(card?.code ?? "");
  const [caption, setCaption] = useState(card?.caption ?? "");
  const [failure, setFailure] = useState<string | null>(null);
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
    <form
      aria-label="Code card"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const body = { language, code, caption: caption.trim() || null } as CodeCardInput;
        save.mutate(body, {
          onSuccess: () => setEditing(false),
          onError: (error) => setFailure(errorMessage(error, SAVE_FAILED)),
        });
      }}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SelectField
        label="Language"
        placeholder="Choose a language"
        options={CODE_LANGUAGES.map((entry) => ({ value: entry.id, label: entry.label }))}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <TextAreaField
        label="Code"
        hint={`${lines}/${CODE_CARD_LIMITS.linesMax} lines`}
        value={code}
        maxLength={CODE_CARD_LIMITS.charsMax}
        showCount
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <TextField
        label="Caption (optional)"
        value={caption}
        maxLength={CODE_CARD_LIMITS.captionMax}
        onChange={(event) => setCaption(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || !language || !code.trim()}>
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
