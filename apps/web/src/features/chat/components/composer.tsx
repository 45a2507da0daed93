import { MESSAGE_MAX_LENGTH } from "@devmatch/shared";
import { ImagePlus, Mic, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { IconButton } from "../../../components/ui/icon-button.tsx";
import { cn } from "../../../lib/cn.ts";
import { PHOTO_ACCEPT } from "../hooks/use-photo-draft.ts";

/** The counter appears this close to the limit; before that it is only noise. */
export const COUNTER_MARGIN = 200;

/** Enter sends, Shift+Enter starts a new line; what is sent is trimmed. */
export function Composer({
  partnerName,
  onSend,
  onKeystroke,
  draft,
  replyingTo,
  onCancelReply,
  onPickPhoto,
  onRecordVoice,
  busyWith,
}: {
  partnerName: string;
  /** A photo chosen to send (the attach button); left out, there is no button. */
  onPickPhoto?: (file: File) => void;
  /** Starts a voice note (the microphone button); left out, there is no button. */
  onRecordVoice?: () => void;
  /** A photo or a voice note is being readied above: one at a time, so the other button waits. */
  busyWith?: "photo" | "voice";
  onSend: (text: string) => void;
  onKeystroke: () => void;
  /** Text put back to edit (a message taken back after "Are you sure?"); a new object each time. */
  draft?: { text: string };
  /** The message the next one quotes, with who wrote it. */
  replyingTo?: { senderName: string; text: string; key: string };
  onCancelReply?: () => void;
}) {
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const micRef = useRef<HTMLButtonElement>(null);
  // When the voice note panel closes (sent or discarded), focus comes back to the button that opened it.
  const wasRecording = useRef(false);
  useEffect(() => {
    if (wasRecording.current && busyWith !== "voice") micRef.current?.focus();
    wasRecording.current = busyWith === "voice";
  }, [busyWith]);
  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    inputRef.current?.focus();
  }, [draft]);
  const id = useId();
  // Choosing Reply puts the cursor where the reply is written.
  useEffect(() => {
    if (replyingTo) inputRef.current?.focus();
  }, [replyingTo]);
  // With a keyboard and a wide screen the conversation starts where you type; on a phone focusing would pop the
  // on-screen keyboard over the messages.
  useEffect(() => {
    if (window.matchMedia?.("(pointer: fine) and (min-width: 768px)").matches) inputRef.current?.focus();
  }, []);
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
    inputRef.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing, Enter confirms the composition, not the message.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-line bg-surface px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
    >
      <label htmlFor={id} className="sr-only">
        Message {partnerName}
      </label>
      {replyingTo ? (
        <div className="mb-2 flex items-start gap-2 rounded-lg border-l-4 border-brand-purple bg-surface-raised px-3 py-1.5 text-sm">
          <p id={`${id}-reply`} className="min-w-0 flex-1">
            <span className="font-semibold">Replying to {replyingTo.senderName}</span>
            <span className="block truncate text-ink-muted">{replyingTo.text}</span>
          </p>
          <button
            type="button"
            aria-label="Cancel reply"
            onClick={() => {
              onCancelReply?.();
              inputRef.current?.focus();
            }}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        {onPickPhoto ? (
          <>
            <IconButton
              type="button"
              label="Attach a photo"
              icon={ImagePlus}
              disabled={busyWith === "voice"}
              onClick={() => fileRef.current?.click()}
            />
            <input
              ref={fileRef}
              type="file"
              accept={PHOTO_ACCEPT}
              hidden
              aria-label="Photo to send"
              data-testid="chat-photo-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) onPickPhoto(file);
              }}
            />
          </>
        ) : null}
        {onRecordVoice ? (
          <IconButton
            ref={micRef}
            label="Record a voice note"
            icon={Mic}
            disabled={busyWith !== undefined}
            onClick={onRecordVoice}
          />
        ) : null}
        <textarea
          id={id}
          ref={inputRef}
          rows={1}
          value={text}
          placeholder={`Message ${partnerName}…`}
          aria-invalid={tooLong || undefined}
          aria-describedby={
            [replyingTo ? `${id}-reply` : "", length >= MESSAGE_MAX_LENGTH - COUNTER_MARGIN ? `${id}-count` : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            onKeystroke();
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape" && replyingTo) onCancelReply?.();
            onKeyDown(event);
          }}
          className={cn(
            "field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-xl border bg-surface-raised px-4 py-2.5 text-ink placeholder:text-ink-faint",
            "focus:border-brand-purple focus:outline-none",
            tooLong ? "border-danger" : "border-line",
          )}
        />
        <IconButton
          type="submit"
          label="Send message"
          icon={SendHorizontal}
          disabled={!canSend}
          className="border-transparent bg-brand-gradient text-white hover:text-white"
        />
      </div>
      {length >= MESSAGE_MAX_LENGTH - COUNTER_MARGIN ? (
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={cn("mt-1 text-right text-xs tabular-nums", tooLong ? "text-danger" : "text-ink-faint")}
        >
          {tooLong ? "Too long: " : null}
          {length}/{MESSAGE_MAX_LENGTH}
        </p>
      ) : null}
    </form>
  );
}
