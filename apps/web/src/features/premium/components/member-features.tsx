import { type PremiumStatus, paths, pluralize } from "@devmatch/shared";
import { Heart, LifeBuoy, Rocket, Sparkles, Undo2, Infinity as Unlimited } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useActivateBoost, useBoostStatus } from "../api/boost.ts";
import { WhoLikedMeDialog } from "./who-liked-me-dialog.tsx";

const cardClass = "flex flex-col gap-3 rounded-card border border-line bg-surface p-5";

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

function BoostCard() {
  const { data: boost } = useBoostStatus();
  const activate = useActivateBoost();
  const usedUp = boost ? boost.usedThisWeek >= boost.weeklyLimit : true;
  return (
    <li className={cardClass}>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Rocket aria-hidden className="size-5 text-brand-purple" /> Profile Boost
      </h3>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {boost?.isActive
          ? `Boost active: ${pluralize(boost.remainingMinutes, "minute")} left at the front of the feed, shown to ${pluralize(boost.membersReachedSoFar, "member")} so far.`
          : "Be shown first in other members' feeds for 30 minutes."}
      </p>
      {boost && !boost.isActive && boost.lastBoost ? (
        <p className="text-sm">Your last boost was shown to {pluralize(boost.lastBoost.membersReached, "member")}.</p>
      ) : null}
      {boost ? (
        <p className="text-sm">
          Used this week: {boost.usedThisWeek} / {boost.weeklyLimit}
        </p>
      ) : null}
      {activate.isError ? (
        <Alert tone="error">{errorMessage(activate.error, "Failed to activate boost. Please try again.")}</Alert>
      ) : null}
      <Button onClick={() => activate.mutate()} disabled={!boost || boost.isActive || usedUp || activate.isPending}>
        {boost?.isActive ? "Boost running" : activate.isPending ? "Boosting…" : "Boost my profile"}
      </Button>
    </li>
  );
}

export function MemberFeatures({ status }: { status: PremiumStatus }) {
  const [likesOpen, setLikesOpen] = useState(false);
  const plan = status.membershipType === "platinum" ? "Platinum" : "Gold";
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="membership-heading" className={cardClass}>
        <h2 id="membership-heading" className="text-lg font-bold">
          Membership details
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-ink-muted">Plan</dt>
          <dd>{plan}</dd>
          <dt className="text-ink-muted">Status</dt>
          <dd>{status.expiresAt ? `Active until ${formatDate(status.expiresAt)}` : "Active"}</dd>
        </dl>
        <p className="text-sm text-ink-muted">A one-time payment: it does not renew by itself.</p>
      </section>
      <ul className="grid gap-4 md:grid-cols-2">
        <li className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Heart aria-hidden className="size-5 text-brand-purple" /> Who Liked Me
          </h3>
          <p className="text-sm text-ink-muted">Everyone who liked you and is waiting for your answer.</p>
          <Button variant="secondary" onClick={() => setLikesOpen(true)}>
            See who liked me
          </Button>
        </li>
        <BoostCard />
        <li className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Sparkles aria-hidden className="size-5 text-brand-purple" /> AI Suggestions
          </h3>
          <p className="text-sm text-ink-muted">Your best matches right now, why they fit, and how to start.</p>
          <Link className="font-semibold text-brand-purple underline-offset-4 hover:underline" to={paths.app.insights}>
            Open AI Suggestions
          </Link>
        </li>
        <li className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Unlimited aria-hidden className="size-5 text-brand-purple" /> Unlimited Swipes
          </h3>
          <p className="text-sm text-ink-muted">Like as many people as you want, every day.</p>
        </li>
        <li className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Undo2 aria-hidden className="size-5 text-brand-purple" /> Undo Swipes
          </h3>
          <p className="text-sm text-ink-muted">Changed your mind? Take back your last swipe from the feed.</p>
        </li>
        <li className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <LifeBuoy aria-hidden className="size-5 text-brand-purple" /> Priority Support
          </h3>
          <p className="text-sm text-ink-muted">Your questions go to the front of the line.</p>
        </li>
      </ul>
      <WhoLikedMeDialog open={likesOpen} onOpenChange={setLikesOpen} />
    </div>
  );
}
