import { MESSAGES } from "@devmatch/shared";
import { cn } from "../../../lib/cn.ts";
import { messageParts } from "../lib/message-links.ts";
import { messageTime } from "../lib/message-time.ts";
import type { TimelineEntry } from "../lib/timeline.ts";
import { DeliveryStatus } from "./delivery-status.tsx";

const smallAction = "min-h-8 rounded px-1 font-semibold underline underline-offset-2 hover:text-ink";

/** One message: mine on the right in the brand colours, theirs on the left. */
/** What a reader can do with a message. */
export interface MessageActions {
  onRetry: (clientId: string) => void;
  /** For my message the server asked "Are you sure?" about. */
  onSendAnyway: (clientId: string) => void;
  onEdit: (clientId: string) => void;
  /** For their message screening flagged: a report about it. */
  onReport: (entry: TimelineEntry) => void;
}

export function MessageBubble({
  entry,
  partnerName,
  actions: { onRetry, onSendAnyway, onEdit, onReport },
  dayHeading,
}: {
  entry: TimelineEntry;
  partnerName: string;
  actions: MessageActions;
  /** Set on the first message of a day: the day's heading shows above it. */
  dayHeading?: string;
}) {
  const { mine, delivery } = entry;
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      {dayHeading ? (
        <span
          data-day-heading
          className="my-1 self-center rounded-full bg-surface-raised px-3 py-0.5 text-xs font-medium text-ink-muted"
        >
          {dayHeading}
        </span>
      ) : null}
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[70%]",
          mine ? "rounded-br-md bg-brand-gradient text-white" : "rounded-bl-md bg-surface-raised text-ink",
          delivery === "failed" && "ring-2 ring-danger",
          delivery === "unsure" && "opacity-70",
        )}
      >
        <span className="sr-only">{mine ? "You" : partnerName}: </span>
        <p className="break-words whitespace-pre-wrap">
          {messageParts(entry.text).map((part, index) =>
            part.href ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2"
              >
                {part.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
        <p
          className={cn("mt-1 flex items-center justify-end gap-1 text-xs", mine ? "text-white/85" : "text-ink-faint")}
        >
          <time dateTime={entry.createdAt}>{messageTime(entry.createdAt)}</time>
          {delivery && delivery !== "failed" && delivery !== "unsure" ? <DeliveryStatus delivery={delivery} /> : null}
        </p>
      </div>
      {delivery === "unsure" ? (
        <div role="alert" className="flex max-w-[85%] flex-col items-end gap-1 text-right text-sm sm:max-w-[70%]">
          <p className="text-ink">{entry.error}</p>
          <p className="flex gap-2">
            <button type="button" onClick={() => onEdit(entry.clientId)} className={smallAction}>
              Edit
            </button>
            <button type="button" onClick={() => onSendAnyway(entry.clientId)} className={smallAction}>
              Send anyway
            </button>
          </p>
        </div>
      ) : null}
      {entry.flagged ? (
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          {MESSAGES.chat.bothersYou}
          <button type="button" onClick={() => onReport(entry)} className={smallAction}>
            Report it
          </button>
        </p>
      ) : null}
      {delivery === "failed" ? (
        <p className="flex flex-wrap items-center justify-end gap-x-1 text-xs text-danger">
          {entry.error ? <span>{entry.error}</span> : null}
          <span>Not sent —</span>
          <button
            type="button"
            onClick={() => onRetry(entry.clientId)}
            className="min-h-8 rounded px-1 font-semibold underline underline-offset-2 hover:text-ink"
          >
            Retry
          </button>
        </p>
      ) : null}
    </li>
  );
}
