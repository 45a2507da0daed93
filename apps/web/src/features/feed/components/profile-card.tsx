import type { FeedCard } from "@devmatch/shared";
import { ChevronDown, Expand, Sparkles, Star, Zap } from "lucide-react";
import { useId, useRef, useState } from "react";
import { GITHUB_VERIFIED_BADGE_LABEL, PhotoVerifiedMark, VerifiedMark } from "../../../components/ui/verified-mark.tsx";
import { LikeButton, type LikeIntent, StartersList } from "../../starters/index.ts";
import { useMoreBelow } from "../hooks/use-more-below.ts";
import { cardName } from "../lib/card-format.ts";
import { CardFacts } from "./card-facts.tsx";
import { CardLinks } from "./card-links.tsx";
import { CardPhoto } from "./card-photo.tsx";
import { CardSkills } from "./card-skills.tsx";
import { MatchBadge } from "./match-badge.tsx";
import { MatchBreakdown } from "./match-breakdown.tsx";

/** The primary photo alone (the first one when none is marked). */
const leadPhoto = (photos: FeedCard["photos"]) => {
  const lead = photos.find((photo) => photo.isPrimary) ?? photos[0];
  return lead ? [lead] : [];
};

const tag = "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold shadow-md";

/**
 * Everything the deck shows about one member: photos and headline on top, details below (scrollable, with a fade
 * that says so). The score opens "Why this match"; `onOpenProfile` adds a way to the full profile.
 */
export function ProfileCard({
  card,
  onOpenProfile,
  onLike,
}: {
  card: FeedCard;
  onOpenProfile?: () => void;
  /** Offers a like on one photo, prompt or the code card, with a comment. */
  onLike?: (intent: LikeIntent) => void;
}) {
  const nameId = useId();
  const [explained, setExplained] = useState(false);
  const details = useRef<HTMLElement>(null);
  const moreBelow = useMoreBelow(details);
  // With prompts, a code card or a voice prompt, the photos take turns with them below the primary one (as
  // Hinge does); without, they stay in the carousel.
  const interleaved = card.prompts.length > 0 || card.codeCard !== null || card.voicePrompt !== null;
  const heroCard = interleaved ? { ...card, photos: leadPhoto(card.photos) } : card;
  const explain = () => {
    setExplained(true);
    // After the breakdown has opened, bring it into view at the bottom of the details.
    requestAnimationFrame(() => details.current?.scrollTo?.({ top: details.current.scrollHeight, behavior: "smooth" }));
  };
  return (
    <article
      aria-labelledby={nameId}
      className="flex size-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-2xl shadow-black/50"
    >
      <div className="relative h-[55%] shrink-0">
        <CardPhoto
          card={heroCard}
          fetchPriority="high"
          likeButton={
            onLike
              ? (photo, place) => (
                  <LikeButton
                    label={`Like ${card.firstName}'s ${place}`}
                    className="absolute right-2 bottom-16 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white transition hover:bg-black/75"
                    onClick={() =>
                      onLike({
                        on: { kind: "photo", id: photo.id },
                        label: `${card.firstName}'s ${place}`,
                        preview: <img src={photo.url} alt="" className="max-h-64 w-full rounded-xl object-cover" />,
                      })
                    }
                  />
                )
              : undefined
          }
        />
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <MatchBadge score={card.compatibility.score} onExplain={explain} />
          <div className="flex flex-col items-end gap-1.5">
            {card.isMostCompatible ? (
              <span className={`${tag} bg-brand-pink text-canvas`}>
                <Sparkles aria-hidden className="size-3.5" />
                Most Compatible today
              </span>
            ) : null}
            {card.isNew ? <span className={`${tag} bg-success text-canvas`}>New here</span> : null}
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
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-linear-to-t from-black/85 to-transparent px-4 pt-10 pb-3">
          <h2 id={nameId} className="flex items-center gap-2 text-2xl font-bold text-white">
            {cardName(card)}
            {card.verifiedSkills.length > 0 ? (
              // The overlay lets taps through to the photo; the badge takes its own hover, tap and focus.
              <span className="pointer-events-auto inline-flex">
                <VerifiedMark label={GITHUB_VERIFIED_BADGE_LABEL} className="size-6 shrink-0" />
              </span>
            ) : null}
            {card.photoVerified ? (
              <span className="pointer-events-auto inline-flex">
                <PhotoVerifiedMark className="size-6 shrink-0" />
              </span>
            ) : null}
          </h2>
          {onOpenProfile ? (
            <button
              type="button"
              onClick={onOpenProfile}
              aria-label={`Open ${card.firstName}'s full profile`}
              className="pointer-events-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-black/45 text-white transition hover:bg-black/65"
            >
              <Expand aria-hidden className="size-5" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="relative flex min-h-0 flex-1 flex-col">
        <section
          ref={details}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          aria-label={`About ${card.firstName}`}
          className="relative flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4 [scrollbar-width:thin] after:pointer-events-none after:sticky after:-bottom-4 after:-mx-4 after:-mt-3 after:block after:h-8 after:shrink-0 after:bg-linear-to-t after:from-surface after:to-transparent"
        >
          <CardFacts card={card} />
          {card.bio ? <p className="text-sm text-ink italic">“{card.bio}”</p> : null}
          <StartersList profile={card} onLike={onLike} withPhotos={interleaved} leadPhotoShown />
          <CardSkills skills={card.skills} shared={card.sharedSkills} verified={card.verifiedSkills} />
          <CardLinks links={card.socialLinks} />
          <MatchBreakdown
            compatibility={card.compatibility}
            open={explained}
            onOpenChange={setExplained}
            sharedSkills={card.sharedSkills}
            verifiedSkills={card.verifiedSkills}
            bothWays={card}
          />
        </section>
        {/* Says there is more to read below, until the member has scrolled to the end. */}
        {moreBelow ? (
          <span
            aria-hidden
            className="pointer-events-none absolute bottom-2 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full border border-line bg-surface-raised/95 px-2.5 py-0.5 text-xs font-medium text-ink-muted shadow-md"
          >
            More
            <ChevronDown aria-hidden className="size-3.5" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
