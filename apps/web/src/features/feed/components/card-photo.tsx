import type { FeedCard } from "@devmatch/shared";
import { UserRound } from "lucide-react";
import { useState } from "react";
import { photoOf } from "../lib/card-format.ts";

/** The card's picture; a placeholder when there is none or it fails to load. */
export function CardPhoto({ card }: { card: FeedCard }) {
  const url = photoOf(card);
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="flex size-full items-center justify-center bg-surface-raised">
        <UserRound aria-hidden className="size-24 text-ink-faint" />
        <span className="sr-only">No photo</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={card.firstName}
      draggable={false}
      onError={() => setBroken(true)}
      className="size-full object-cover"
    />
  );
}
