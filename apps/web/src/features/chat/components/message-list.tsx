import { MessageCircleHeart } from "lucide-react";
import { useRef } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useScrollAnchor } from "../hooks/use-scroll-anchor.ts";
import { dayLabel, startsNewDay } from "../lib/day-label.ts";
import type { TimelineEntry } from "../lib/timeline.ts";
import { type MessageActions, MessageBubble } from "./message-bubble.tsx";

/** The conversation, oldest at the top; older pages load as the reader scrolls up (or asks with the button). */
export function MessageList({
  timeline,
  partnerName,
  actions,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  timeline: TimelineEntry[];
  partnerName: string;
  actions: MessageActions;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const last = timeline.at(-1);
  const onScroll = useScrollAnchor({
    ref,
    firstKey: timeline[0]?.key,
    lastKey: last?.key,
    lastIsMine: last?.mine ?? false,
    onNearTop: () => {
      if (hasOlder && !loadingOlder) onLoadOlder();
    },
  });

  return (
    <section
      ref={ref}
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling history must take focus so the keyboard can scroll it
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
    >
      {hasOlder ? (
        <div className="mb-4 flex justify-center">
          {loadingOlder ? (
            <Spinner label="Loading earlier messages…" className="text-sm" />
          ) : (
            <button
              type="button"
              onClick={onLoadOlder}
              className="min-h-11 rounded-xl px-3 text-sm font-medium text-brand-pink hover:underline"
            >
              Load earlier messages
            </button>
          )}
        </div>
      ) : null}
      {timeline.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
          <MessageCircleHeart aria-hidden className="size-12 text-brand-pink" />
          <p className="text-lg font-semibold">Say hello to {partnerName}!</p>
        </div>
      ) : null}
      {/* A log: messages added at the end are announced politely. */}
      <div role="log" aria-relevant="additions">
        <ol aria-label={`Messages with ${partnerName}`} className="flex flex-col gap-2">
          {timeline.map((entry, index) => (
            <MessageBubble
              key={entry.key}
              entry={entry}
              partnerName={partnerName}
              actions={actions}
              dayHeading={
                startsNewDay(timeline[index - 1]?.createdAt, entry.createdAt) ? dayLabel(entry.createdAt) : undefined
              }
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
