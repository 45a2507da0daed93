import { cardPhotoUrls, type FeedCard, orderedCardPhotos, type Photo } from "@devmatch/shared";
import { ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { DRAG_SLOP_PX } from "../lib/swipe-physics.ts";

const edgeButton =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white transition hover:bg-black/65 aria-disabled:cursor-default aria-disabled:opacity-0 aria-disabled:focus-visible:opacity-60";

/**
 * Every photo of the member: a tap on the right half shows the next, on the left half the previous (a drag
 * still swipes the card), with buttons for the keyboard and dots for where you are. A placeholder when there
 * is none, or when one fails to load.
 */
export function CardPhoto({
  card,
  fetchPriority = "auto",
  likeButton,
}: {
  card: FeedCard;
  /** The top card's photo is what a member waits for; the ones peeking beneath it can wait. */
  fetchPriority?: "high" | "low" | "auto";
  /** A way to like the photo on show (its id, and "photo n of m" for its name). */
  likeButton?: (photo: Photo, place: string) => ReactNode;
}) {
  const urls = cardPhotoUrls(card);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<string[]>([]);
  const pressedAt = useRef<number | null>(null);
  const url = urls[index];
  const go = (step: number) => setIndex((current) => Math.min(urls.length - 1, Math.max(0, current + step)));
  // With a photo button focused, ← and → move through the photos instead of swiping the card.
  const onArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(step);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedAt.current = event.clientX;
  };
  // A press that did not move is a tap; one that moved was a drag, which belongs to the swipe.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    if (start === null || Math.abs(event.clientX - start) >= DRAG_SLOP_PX || urls.length < 2) return;
    const box = event.currentTarget.getBoundingClientRect();
    go(event.clientX - box.left < box.width / 2 ? -1 : 1);
  };

  if (!url || broken.includes(url)) {
    return (
      <div className="flex size-full items-center justify-center bg-surface-raised">
        <UserRound aria-hidden className="size-24 text-ink-faint" />
        <span className="sr-only">No photo</span>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: taps are a shortcut; the buttons below do the same from the keyboard.
    <div className="relative size-full" onPointerDown={onPointerDown} onClick={onClick}>
      <img
        src={url}
        alt={urls.length > 1 ? `${card.firstName}, photo ${index + 1} of ${urls.length}` : card.firstName}
        draggable={false}
        fetchPriority={fetchPriority}
        onError={() => setBroken((current) => [...current, url])}
        className="size-full object-cover"
      />
      {urls.length > 1 ? (
        <>
          <div aria-hidden className="absolute inset-x-3 top-2 flex gap-1">
            {urls.map((photo, dot) => (
              <span
                key={photo}
                data-current={dot === index || undefined}
                className={cn("h-1 flex-1 rounded-full", dot === index ? "bg-white" : "bg-white/40")}
              />
            ))}
          </div>
          <button
            type="button"
            aria-label="Previous photo"
            // Focusable at the end too, so the keyboard's place is not lost when the last photo shows.
            aria-disabled={index === 0 || undefined}
            onKeyDown={onArrow}
            onClick={(event) => {
              event.stopPropagation();
              go(-1);
            }}
            className={cn(edgeButton, "left-2")}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            // Focusable at the end too, so the keyboard's place is not lost when the last photo shows.
            aria-disabled={index === urls.length - 1 || undefined}
            onKeyDown={onArrow}
            onClick={(event) => {
              event.stopPropagation();
              go(1);
            }}
            className={cn(edgeButton, "right-2")}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </>
      ) : null}
      {likeButton && orderedCardPhotos(card)[index]
        ? likeButton(orderedCardPhotos(card)[index] as Photo, `photo ${index + 1}`)
        : null}
    </div>
  );
}
