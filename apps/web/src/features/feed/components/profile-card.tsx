import type { FeedCard } from "@devmatch/shared";
import { BadgeCheck, Star, Zap } from "lucide-react";
import { useId } from "react";
import { cardName } from "../lib/card-format.ts";
import { CardFacts } from "./card-facts.tsx";
import { CardLinks } from "./card-links.tsx";
import { CardPhoto } from "./card-photo.tsx";
import { CardSkills } from "./card-skills.tsx";
import { MatchBadge } from "./match-badge.tsx";
import { MatchBreakdown } from "./match-breakdown.tsx";

const tag = "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold shadow-md";

/** Everything the deck shows about one member: photo and headline on top, details below (scrollable). */
export function ProfileCard({ card }: { card: FeedCard }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex size-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-2xl shadow-black/50"
    >
      <div className="relative h-[55%] shrink-0">
        <CardPhoto card={card} />
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <MatchBadge score={card.compatibility.score} />
          <div className="flex flex-col items-end gap-1.5">
            {card.superLikedYou ? (
              <span className={`${tag} bg-brand-blue text-canvas`}>
                <Star aria-hidden className="size-3.5 fill-current" />
                Super liked you
              </span>
            ) : null}
            {card.isBoosted ? (
              <span className={`${tag} bg-brand-purple text-canvas`}>
                <Zap aria-hidden className="size-3.5 fill-current" />
                Boosted
              </span>
            ) : null}
          </div>
        </div>
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/85 to-transparent px-4 pt-10 pb-3">
          <h2 id={nameId} className="flex items-center gap-2 text-2xl font-bold text-white">
            {cardName(card)}
            {card.isVerified ? (
              <BadgeCheck role="img" aria-label="Verified" className="size-6 shrink-0 text-brand-blue" />
            ) : null}
          </h2>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll long profiles. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <div tabIndex={0} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        <CardFacts card={card} />
        {card.bio ? <p className="text-sm text-ink italic">“{card.bio}”</p> : null}
        <CardSkills skills={card.skills} shared={card.sharedSkills} />
        <CardLinks links={card.socialLinks} />
        <MatchBreakdown compatibility={card.compatibility} />
      </div>
    </article>
  );
}
