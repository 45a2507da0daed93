import type { ProfileTipArea, SessionUser } from "@devmatch/shared";
import { ArrowRight } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useProfileTips } from "../api/get-profile-tips.ts";

const FIX_LABELS: Record<ProfileTipArea, string> = {
  bio: "Write your bio",
  skills: "Add skills",
  photos: "Add photos",
  socialLinks: "Add links",
  profession: "Add your profession",
  prompts: "Answer a prompt",
  codeCard: "Add a code card",
};

/**
 * Profile strength out of 10 (what starts conversations) with what would raise it; each tip opens the place where it
 * is fixed. A different measure from Statistics' "Profile Complete" (the share of details filled in), and labelled so.
 */
export function ProfileTipsCard({ user, onFix }: { user: SessionUser; onFix: (area: ProfileTipArea) => void }) {
  const tips = useProfileTips(user);
  return (
    <Card title="Profile tips">
      {tips.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : tips.isError ? (
        <p className="text-sm text-ink-muted">Tips are not available right now.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-3xl font-bold">
              {tips.data.score}
              <span className="text-base font-normal text-ink-muted">/{tips.data.maxScore}</span>
            </span>
            <span className="text-sm font-medium text-ink-muted">Profile strength: what gets conversations going</span>
          </p>
          <p className="whitespace-pre-wrap text-ink-muted">{tips.data.summary}</p>
          {tips.data.tips.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {tips.data.tips.map((tip) => (
                <li
                  key={tip.area}
                  className="flex flex-col gap-2 rounded-xl bg-surface-raised p-3 sm:flex-row sm:items-center"
                >
                  <span className="flex-1 text-sm">{tip.text}</span>
                  <button
                    type="button"
                    onClick={() => onFix(tip.area)}
                    className="inline-flex min-h-10 items-center gap-1 self-start rounded-lg px-2 text-sm font-semibold text-ink underline decoration-brand-purple decoration-2 underline-offset-4 hover:text-brand-pink sm:self-auto"
                  >
                    {FIX_LABELS[tip.area]}
                    <ArrowRight aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Card>
  );
}
