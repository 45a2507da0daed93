import type { QuotedMessage } from "@devmatch/shared";
import { cn } from "../../../lib/cn.ts";
import { messageSummary } from "../lib/message-kind.ts";

/** The message a reply quotes, with who wrote it; a button that jumps to it in the conversation. */
export function QuotedMessageButton({
  quote,
  senderName,
  mine,
  onJump,
}: {
  quote: QuotedMessage;
  senderName: string;
  /** Inside my own bubble (brand colours). */
  mine: boolean;
  onJump: (messageId: string) => void;
}) {
  const text = messageSummary(quote);
  return (
    <button
      type="button"
      onClick={() => onJump(quote._id)}
      aria-label={`Replying to ${senderName}: ${text} (go to the message)`}
      className={cn(
        "mb-1 flex w-full flex-col rounded-lg border-l-4 px-2 py-1 text-left text-sm",
        mine ? "border-white/70 bg-white/15" : "border-brand-purple bg-surface",
      )}
    >
      <span className="font-semibold">{senderName}</span>
      <span className={cn("line-clamp-2", mine ? "text-white/90" : "text-ink-muted")}>{text}</span>
    </button>
  );
}
