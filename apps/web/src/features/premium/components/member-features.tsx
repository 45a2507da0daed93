import { type BoostStatus, type PremiumStatus, paths, pluralize } from "@devmatch/shared";
import { Heart, LifeBuoy, Rocket, Sparkles, Undo2, Infinity as Unlimited } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useActivateBoost, useBoostStatus } from "../api/boost.ts";
import { WhoLikedMeDialog } from "./who-liked-me-dialog.tsx";

const cardClass = "flex flex-col gap-3 rounded-card border border-line bg-surface p-5";

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** What a running boost has done, honestly: no "shown to 0 members" while nobody has looked yet. */
function boostReach(boost: BoostStatus) {
  const left = `${pluralize(boost.remainingMinutes, "minute")} left at the front of the feed`;
  if (boost.membersReachedSoFar === 0) {
    return `Boost running: ${left}. Your reach will show here as people see you.`;
  }
  return `Boost running: ${left}, shown to ${pluralize(boost.membersReachedSoFar, "member")} so far.`;
}

function BoostCard() {
  const { data: boost } = useBoostStatus();
  const activate = useActivateBoost();
  const [confirming, setConfirming] = useState(false);
  const usedUp = boost ? boost.usedThisWeek >= boost.weeklyLimit : true;
  const left = boost ? Math.max(boost.weeklyLimit - boost.usedThisWeek, 0) : 0;
  return (
    <li className={cardClass}>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Rocket aria-hidden className="size-5 text-brand-purple" /> Profile Boost
      </h3>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {boost?.isActive ? boostReach(boost) : "Be shown first in other members' feeds for 30 minutes."}
      </p>
      {boost && !boost.isActive && boost.lastBoost ? (
        <p className="text-sm">
          {boost.lastBoost.membersReached > 0
            ? `Your last boost was shown to ${pluralize(boost.lastBoost.membersReached, "member")}.`
            : "Nobody was looking during your last boost, so no one new saw your card."}
        </p>
      ) : null}
      {boost ? (
        <p className="text-sm">
          Used this week: {boost.usedThisWeek} / {boost.weeklyLimit}
        </p>
      ) : null}
      {activate.isError ? (
        <Alert tone="error">{errorMessage(activate.error, "Failed to activate boost. Please try again.")}</Alert>
      ) : null}
      <Button onClick={() => setConfirming(true)} disabled={!boost || boost.isActive || usedUp || activate.isPending}>
        {boost?.isActive ? "Boost running" : activate.isPending ? "Boosting…" : "Boost my profile"}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Boost your profile for 30 minutes?"
        description={`You have ${pluralize(left, "boost")} left this week.`}
        centered
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            className="flex-1"
            onClick={() => {
              setConfirming(false);
              activate.mutate();
            }}
          >
            Boost now
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
            Not now
          </Button>
        </div>
      </Dialog>
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
