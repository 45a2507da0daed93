import type { FeedCard } from "@devmatch/shared";
import type { LikeIntent } from "../../starters/index.ts";
import { useSwipeDrag } from "../hooks/use-swipe-drag.ts";
import { cardTransform, SWIPE_THRESHOLD } from "../lib/swipe-physics.ts";
import { ProfileCard } from "./profile-card.tsx";

export interface SwipeOrigin {
  dx: number;
  width: number;
}

/** How strongly the 'like' or 'pass' stamp shows: full at the swipe threshold. */
const stampOpacity = (dx: number, width: number) =>
  width > 0 ? Math.min(Math.abs(dx) / (width * SWIPE_THRESHOLD), 1) : 0;

/** The top card: follows a horizontal drag, tilting, and swipes past the threshold or springs back. */
export function SwipeableCard({
  card,
  onSwipe,
  onOpenProfile,
  onLike,
}: {
  card: FeedCard;
  onSwipe: (action: "like" | "pass", origin: SwipeOrigin) => void;
  onOpenProfile?: () => void;
  onLike?: (intent: LikeIntent) => void;
}) {
  const { dx, width, dragging, handlers } = useSwipeDrag((action, moved, measured) =>
    onSwipe(action, { dx: moved, width: measured }),
  );
  return (
    <div
      {...handlers}
      style={{ transform: cardTransform(dx, width) }}
      className={`absolute inset-0 z-10 touch-pan-y select-none ${dragging ? "cursor-grabbing" : "cursor-grab transition-transform duration-300 ease-out"}`}
    >
      <ProfileCard card={card} onOpenProfile={onOpenProfile} onLike={onLike} />
      {dragging ? (
        <span
          aria-hidden
          style={{ opacity: stampOpacity(dx, width) }}
          className={`pointer-events-none absolute top-16 rounded-xl border-4 px-3 py-1 text-3xl font-extrabold tracking-wider uppercase ${
            dx > 0 ? "left-6 -rotate-12 border-success text-success" : "right-6 rotate-12 border-danger text-danger"
          }`}
        >
          {dx > 0 ? "Like" : "Nope"}
        </span>
      ) : null}
    </div>
  );
}
