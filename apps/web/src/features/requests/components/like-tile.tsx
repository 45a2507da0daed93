import type { ReceivedRequest } from "@devmatch/shared";
import { Heart, Star, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { LikedQuote } from "../../starters/index.ts";
import type { ReviewStatus } from "../api/review-request.ts";

export const displayName = (person: ReceivedRequest["fromUserId"]) =>
  `${`${person.firstName} ${person.lastName}`.trim()}${person.age !== null ? `, ${person.age}` : ""}`;

const photoOf = (profile: ReceivedRequest["fromUserId"]) => {
  const photo = profile.photos.find((item) => item.isPrimary) ?? profile.photos[0];
  return photo?.thumbUrl ?? photo?.url ?? profile.photoUrl;
};

/** One like in the grid: their photo (opens the whole profile), their name, and Like back or Pass. */
export function LikeTile({
  request,
  onOpen,
  onReview,
}: {
  request: ReceivedRequest;
  onOpen: () => void;
  onReview: (status: ReviewStatus) => void;
}) {
  const nameId = useId();
  const person = request.fromUserId;
  const photo = photoOf(person);
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface"
      >
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Open ${person.firstName}'s profile`}
          className="relative block aspect-[4/5] w-full overflow-hidden bg-surface-raised"
        >
          {photo ? (
            <img src={photo} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <span aria-hidden className="flex size-full items-center justify-center text-4xl font-bold text-ink-faint">
              {person.firstName.slice(0, 1)}
            </span>
          )}
          {request.action === "superlike" ? (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-blue px-2 py-0.5 text-xs font-bold text-canvas">
              <Star aria-hidden className="size-3 fill-current" />
              Super like
            </span>
          ) : null}
        </button>
        <div className="flex flex-1 flex-col gap-2 p-2.5">
          <h2 id={nameId} className="truncate text-base font-semibold">
            {displayName(person)}
          </h2>
          {request.liked ? <LikedQuote item={request.liked} whose="your" /> : null}
          {request.comment ? (
            <p className="line-clamp-2 text-xs break-words text-ink-muted">
              <span className="sr-only">{person.firstName} wrote: </span>“{request.comment}”
            </p>
          ) : null}
          <div className="mt-auto grid grid-cols-2 gap-1.5">
            <Button
              variant="secondary"
              aria-label={`Pass on ${person.firstName}`}
              className="min-h-11 px-2 text-sm"
              onClick={() => onReview("rejected")}
            >
              <X aria-hidden className="size-4" />
              Pass
            </Button>
            <Button
              aria-label={`Like back ${person.firstName}`}
              className="min-h-11 px-2 text-sm"
              onClick={() => onReview("accepted")}
            >
              <Heart aria-hidden className="size-4" />
              Like back
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
