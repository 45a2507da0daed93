import { PROMPT_LIMITS, PROMPTS, type PromptAnswer, promptText } from "@devmatch/shared";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { IconButton } from "../../../components/ui/icon-button.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSavePrompts } from "../api/save-prompts.ts";

const SAVE_FAILED = "Your prompts could not be saved. Please try again.";

/**
 * Up to three answered prompts: add, edit, reorder and remove. Every change is saved at once (the list is small
 * and each answer stands alone), on My Profile and in onboarding alike. No form of its own, so it can sit inside
 * the onboarding step's form.
 */
export function PromptsEditor({ answers }: { answers: PromptAnswer[] }) {
  const save = useSavePrompts();
  const [promptId, setPromptId] = useState("");
  const [answer, setAnswer] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const [editText, setEditText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const store = (next: PromptAnswer[], done?: () => void) => {
    setFailure(null);
    save.mutate(
      { prompts: next.map(({ promptId: id, answer: text }) => ({ promptId: id as never, answer: text })) },
      { onSuccess: () => done?.(), onError: (error) => setFailure(errorMessage(error, SAVE_FAILED)) },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...answers];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    store(next);
  };
  const full = answers.length >= PROMPT_LIMITS.answersMax;
  const available = PROMPTS.filter((prompt) => !answers.some((taken) => taken.promptId === prompt.id));

  return (
    <div className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {answers.length > 0 ? (
        <ol className="flex flex-col gap-3" aria-label="Your prompts">
          {answers.map((item, index) => {
            const prompt = promptText(item.promptId) ?? "A prompt";
            return (
              <li
                key={item.promptId}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3"
              >
                <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{prompt}</p>
                {editing === item.promptId ? (
                  <div className="flex flex-col gap-2">
                    <TextAreaField
                      label={`Your answer to ${prompt}`}
                      value={editText}
                      maxLength={PROMPT_LIMITS.answerMax}
                      showCount
                      onChange={(event) => setEditText(event.target.value)}
                    />
                    <div className="flex gap-2">
                      <Button
                        disabled={save.isPending || !editText.trim()}
                        onClick={() =>
                          store(
                            answers.map((other) =>
                              other.promptId === item.promptId ? { ...other, answer: editText.trim() } : other,
                            ),
                            () => setEditing(null),
                          )
                        }
                      >
                        Save answer
                      </Button>
                      <Button variant="ghost" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  <p className="break-words whitespace-pre-line">{item.answer}</p>
                )}
                <div className="flex flex-wrap gap-2">
                  <IconButton
                    label={`Edit your answer to ${prompt}`}
                    icon={Pencil}
                    onClick={() => {
                      setEditing(item.promptId);
                      setEditText(item.answer);
                    }}
                  />
                  <IconButton
                    label={`Move ${prompt} up`}
                    icon={ArrowUp}
                    disabled={index === 0 || save.isPending}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    label={`Move ${prompt} down`}
                    icon={ArrowDown}
                    disabled={index === answers.length - 1 || save.isPending}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    label={`Remove ${prompt}`}
                    icon={Trash2}
                    tone="danger"
                    disabled={save.isPending}
                    onClick={() => store(answers.filter((other) => other.promptId !== item.promptId))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">
          Answer up to {PROMPT_LIMITS.answersMax} prompts: they give people something to reply to.
        </p>
      )}
      {full ? null : (
        // Not a form of its own: it also sits inside the onboarding step's form.
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Add a prompt</legend>
          <SelectField
            label="Prompt"
            placeholder="Choose a prompt"
            options={available.map((prompt) => ({ value: prompt.id, label: prompt.text }))}
            value={promptId}
            onChange={(event) => setPromptId(event.target.value)}
          />
          <TextAreaField
            label="Your answer"
            value={answer}
            maxLength={PROMPT_LIMITS.answerMax}
            showCount
            onChange={(event) => setAnswer(event.target.value)}
            className="[&_textarea]:min-h-20"
          />
          <Button
            variant="secondary"
            disabled={save.isPending || !promptId || !answer.trim()}
            onClick={() =>
              store([...answers, { promptId, answer: answer.trim() }], () => {
                setPromptId("");
                setAnswer("");
              })
            }
          >
            Add answer
          </Button>
        </fieldset>
      )}
    </div>
  );
}
