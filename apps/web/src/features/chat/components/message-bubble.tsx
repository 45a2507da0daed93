import { callLogText, MESSAGES, REACTION_LABELS, type ReactionEmoji } from "@devmatch/shared";
import { Reply, Video } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";
import { LikedQuote } from "../../starters/index.ts";
import { MESSAGE_KIND_LABELS } from "../lib/message-kind.ts";
import { messageParts } from "../lib/message-links.ts";
import { messageTime } from "../lib/message-time.ts";
import type { TimelineEntry } from "../lib/timeline.ts";
import { ChatPhotoView } from "./chat-photo.tsx";
import { DeliveryStatus } from "./delivery-status.tsx";
import { QuotedMessageButton } from "./quoted-message.tsx";
import { ReactionPicker } from "./reaction-picker.tsx";
import { VoiceNotePlayer } from "./voice-note-player.tsx";

const smallAction = "min-h-8 rounded px-1 font-semibold underline underline-offset-2 hover:text-ink";

/** What a reader can do with a message. */
export interface MessageActions {
  onRetry: (clientId: string) => void;
  /** For my message the server asked "Are you sure?" about. */
  onSendAnyway: (clientId: string) => void;
  onEdit: (clientId: string) => void;
  /** For their message screening flagged: a report about it. */
  onReport: (entry: TimelineEntry) => void;
  /** Quote a stored message in the next one. */
  onReply: (entry: TimelineEntry) => void;
  /** Put, change or (null) remove my reaction on a stored message. */
  onReact: (messageId: string, emoji: ReactionEmoji | null) => void;
  /** Go to a quoted message, if it is loaded. */
  onJumpTo: (messageId: string) => void;
  /** "You" for me, the partner's first name for them. */
  nameOf: (userId: string) => string;
  meId: string;
}

/** One message: mine on the right in the brand colours, theirs on the left; its quote, reactions and actions. */
export function MessageBubble({
  entry,
  partnerName,
  actions: { onRetry, onSendAnyway, onEdit, onReport, onReply, onReact, onJumpTo, nameOf, meId },
  dayHeading,
}: {
  entry: TimelineEntry;
  partnerName: string;
  actions: MessageActions;
  /** Set on the first message of a day: the day's heading shows above it. */
  dayHeading?: string;
}) {
  const { mine, delivery, messageId } = entry;
  const textId = useId();
  const myReaction = entry.reactions.find((reaction) => reaction.userId === meId)?.emoji;
  return (
    <li
      id={messageId ? messageElementId(messageId) : undefined}
      tabIndex={messageId ? -1 : undefined}
      className={cn("flex flex-col gap-1 rounded-2xl outline-offset-2", mine ? "items-end" : "items-start")}
    >
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
        {entry.quote ? (
          <div className="mb-2 text-ink">
            <p className={cn("mb-1 text-xs", mine ? "text-white/85" : "text-ink-muted")}>
              {mine ? "You liked" : `${partnerName} liked`}
            </p>
            <LikedQuote item={entry.quote} whose={mine ? `${partnerName}'s` : "your"} />
          </div>
        ) : null}
        {entry.replyTo ? (
          <QuotedMessageButton
            quote={entry.replyTo}
            senderName={nameOf(entry.replyTo.senderId)}
            mine={mine}
            onJump={onJumpTo}
          />
        ) : null}
        {entry.kind === "photo" ? (
          <ChatPhotoView
            photo={entry.photo}
            mine={mine}
            senderName={mine ? "you" : partnerName}
            onReport={() => onReport(entry)}
          />
        ) : null}
        {entry.kind === "voice" ? <VoiceNotePlayer voice={entry.voice} mine={mine} /> : null}
        {entry.call ? (
          <p aria-hidden className="flex items-center gap-1.5 font-medium">
            <Video aria-hidden className="size-4" />
            {callLogText(entry.call)}
          </p>
        ) : null}
        <p id={textId} className={cn("break-words whitespace-pre-wrap", !entry.text && "sr-only")}>
          {entry.text ? null : entry.call ? callLogText(entry.call) : MESSAGE_KIND_LABELS[entry.kind]}
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
      {entry.reactions.length > 0 ? (
        <p className={cn("-mt-2 flex gap-1", mine ? "mr-2" : "ml-2")}>
          {entry.reactions.map((reaction) => (
            <span
              key={reaction.userId}
              className="rounded-full border border-line bg-surface px-1.5 text-sm shadow-sm"
              title={`${nameOf(reaction.userId)}: ${REACTION_LABELS[reaction.emoji]}`}
            >
              <span aria-hidden>{reaction.emoji}</span>
              <span className="sr-only">
                {nameOf(reaction.userId)} reacted {REACTION_LABELS[reaction.emoji]}
              </span>
            </span>
          ))}
        </p>
      ) : null}
      {messageId ? (
        // A div, not a paragraph: the reaction picker's group is a fieldset, which a paragraph cannot hold.
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            aria-label="Reply"
            aria-describedby={textId}
            onClick={() => onReply(entry)}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-faint hover:bg-surface-raised hover:text-ink"
          >
            <Reply aria-hidden className="size-4" />
          </button>
          <ReactionPicker mine={myReaction} describedBy={textId} onReact={(emoji) => onReact(messageId, emoji)} />
        </div>
      ) : null}
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

/** The element a message is shown in, so a reply's quote can jump to it. */
export const messageElementId = (messageId: string) => `message-${messageId}`;
