import { type ReceivedRequest, sharedSkills } from "@devmatch/shared";
import { Check, Star, X } from "lucide-react";
import { useId } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SkillTag } from "../../../components/ui/skill-tag.tsx";
import { LikedQuote } from "../../starters/index.ts";
import type { ReviewStatus } from "../api/review-request.ts";

const thumbOf = (profile: ReceivedRequest["fromUserId"]) => {
  const photo = profile.photos.find((item) => item.isPrimary) ?? profile.photos[0];
  return photo?.thumbUrl ?? photo?.url ?? profile.photoUrl;
};

/** One person who liked you: who they are, what you share, and your answer. */
export function RequestItem({
  request,
  mySkills,
  onReview,
}: {
  request: ReceivedRequest;
  mySkills: string[];
  onReview: (status: ReviewStatus) => void;
}) {
  const nameId = useId();
  const person = request.fromUserId;
  const shared = sharedSkills(mySkills, person.skills);
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start"
      >
        <Avatar
          photoUrl={thumbOf(person)}
          firstName={person.firstName}
          lastName={person.lastName}
          className="size-16 text-lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={nameId} className="text-lg font-semibold">
              {`${person.firstName} ${person.lastName}`.trim()}
              {person.age !== null ? `, ${person.age}` : ""}
            </h2>
            {request.action === "superlike" ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-blue px-2 py-0.5 text-xs font-bold text-canvas">
                <Star aria-hidden className="size-3 fill-current" />
                Super like
              </span>
            ) : null}
          </div>
          {person.profession ? <p className="text-sm text-ink-muted">{person.profession}</p> : null}
          {request.liked ? <LikedQuote item={request.liked} whose="your" /> : null}
          {request.comment ? (
            <p className="rounded-xl bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
              <span className="sr-only">{person.firstName} wrote: </span>“{request.comment}”
            </p>
          ) : null}
          {person.bio ? <p className="line-clamp-2 text-sm text-ink">{person.bio}</p> : null}
          {shared.length > 0 ? (
            <ul aria-label="Skills you share" className="flex flex-wrap gap-1.5">
              {shared.map((skill) => (
                <SkillTag key={skill} shared>
                  {skill}
                </SkillTag>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex gap-2 sm:flex-col">
          <Button
            variant="secondary"
            aria-label={`Reject ${person.firstName}`}
            className="flex-1"
            onClick={() => onReview("rejected")}
          >
            <X aria-hidden className="size-4" />
            Reject
          </Button>
          <Button aria-label={`Accept ${person.firstName}`} className="flex-1" onClick={() => onReview("accepted")}>
            <Check aria-hidden className="size-4" />
            Accept
          </Button>
        </div>
      </article>
    </li>
  );
}
