import { REACTION_EMOJIS, REACTION_LABELS, type ReactionEmoji } from "@devmatch/shared";
import { SmilePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";

/**
 * The reaction picker of one message: a button that opens the fixed set, each a real button named by its label
 * and pressed when it is mine. Choosing my current reaction again removes it; Escape closes the set.
 */
export function ReactionPicker({
  mine,
  onReact,
  describedBy,
}: {
  /** My current reaction on the message, if any. */
  mine: ReactionEmoji | undefined;
  onReact: (emoji: ReactionEmoji | null) => void;
  /** What the trigger is about (the message), for screen readers. */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <span className="relative inline-flex">
      <button
        ref={trigger}
        type="button"
        aria-label="React"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-8 items-center justify-center rounded-full text-ink-faint hover:bg-surface-raised hover:text-ink"
      >
        <SmilePlus aria-hidden className="size-4" />
      </button>
      {open ? (
        <fieldset
          id={id}
          aria-label="Reactions"
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="absolute bottom-full z-10 mb-1 flex gap-0.5 rounded-full border border-line bg-surface p-1 shadow-lg"
        >
          {REACTION_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={REACTION_LABELS[emoji]}
              aria-pressed={mine === emoji}
              onClick={() => {
                onReact(mine === emoji ? null : emoji);
                close();
              }}
              className={cn(
                "inline-flex size-9 items-center justify-center rounded-full text-lg hover:bg-surface-raised",
                mine === emoji && "bg-brand-purple/15 ring-1 ring-brand-purple",
              )}
            >
              <span aria-hidden>{emoji}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
    </span>
  );
}
