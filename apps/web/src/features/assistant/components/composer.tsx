import { ASSISTANT_LIMITS } from "@devmatch/shared";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";

/** The question box: Enter sends, Shift+Enter makes a new line, nothing is sent while a reply is coming. */
export function Composer({ waiting, onSend }: { waiting: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === "";

  useEffect(() => {
    if (!waiting) input.current?.focus();
  }, [waiting]);

  const submit = () => {
    if (empty || waiting) return;
    onSend(text);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="assistant-question" className="sr-only">
        Ask the assistant
      </label>
      <textarea
        id="assistant-question"
        ref={input}
        rows={1}
        value={text}
        maxLength={ASSISTANT_LIMITS.messageMaxChars}
        disabled={waiting}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask me anything…"
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line bg-surface-raised px-3 py-2.5 text-sm text-ink placeholder:text-ink-faint focus:border-brand-purple focus:outline-none disabled:opacity-60"
      />
      <button
        type="submit"
        aria-label="Send"
        disabled={empty || waiting}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white disabled:opacity-50"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  );
}
