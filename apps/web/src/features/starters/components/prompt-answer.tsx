import { type PromptAnswer, promptText } from "@devmatch/shared";
import { Heart } from "lucide-react";

/** One answered prompt, as cards and profiles show it: the prompt small, the answer large, as text. */
export function PromptAnswerCard({
  answer,
  onLike,
  likeLabel,
}: {
  answer: PromptAnswer;
  /** Offers a like on this answer (with a comment). */
  onLike?: () => void;
  likeLabel?: string;
}) {
  const prompt = promptText(answer.promptId) ?? "A prompt";
  return (
    <figure className="relative rounded-xl border border-line bg-surface-raised p-4 pr-14">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{prompt}</figcaption>
      <blockquote className="mt-1 text-lg leading-snug font-semibold break-words whitespace-pre-line text-ink">
        {answer.answer}
      </blockquote>
      {onLike ? <LikeButton onClick={onLike} label={likeLabel ?? `Like the answer to ${prompt}`} /> : null}
    </figure>
  );
}

/** The heart on a photo, prompt or code card: likes that one thing, with a comment. */
export function LikeButton({ onClick, label, className }: { onClick: () => void; label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        // Inside a card a tap also moves through photos or opens things: the like is all it does.
        event.stopPropagation();
        onClick();
      }}
      aria-label={label}
      title={label}
      className={
        className ??
        "absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-brand-pink shadow-md transition hover:border-brand-pink"
      }
    >
      <Heart aria-hidden className="size-5" />
    </button>
  );
}
