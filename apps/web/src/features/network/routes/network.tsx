import type { NetworkCard, SwipeResult } from "@devmatch/shared";
import { Briefcase } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSessionUser } from "../../../lib/session-user.ts";
import { MatchMoment } from "../../match-moment/index.ts";
import { useNetworkFeed } from "../api/get-network-feed.ts";
import { useNetworkLikes } from "../api/get-network-likes.ts";
import { useNetworkSettings } from "../api/get-network-settings.ts";
import { useSwipeInNetwork } from "../api/swipe-network.ts";
import { ModeChoice } from "../components/mode-choice.tsx";
import { NetworkCardView } from "../components/network-card.tsx";
import { NetworkProfileForm } from "../components/network-profile-form.tsx";

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading the network deck…</span>
      <Skeleton className="h-80 rounded-card" />
    </div>
  );
}

/** Network likes waiting for an answer: Connect makes the connection at once. */
function NetworkLikes({
  onSwipe,
  pending,
}: {
  onSwipe: (card: NetworkCard, action: "like" | "pass") => void;
  pending: boolean;
}) {
  const likes = useNetworkLikes({ enabled: true });
  if (!likes.data || (likes.data.data.length === 0 && likes.data.hiddenCount === 0)) return null;
  return (
    <Card title="Want to connect with you">
      {likes.data.hiddenCount > 0 ? (
        <p className="text-sm text-ink-muted">{likes.data.hiddenCount} people want to connect.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {likes.data.data.map((card) => (
          <li key={card._id} className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate">
              <span className="font-semibold">{card.firstName}</span>{" "}
              <span className="text-sm text-ink-muted">{card.reason}</span>
            </span>
            <Button variant="secondary" disabled={pending} onClick={() => onSwipe(card, "like")}>
              Connect back with {card.firstName}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The network deck (`/app/network`): turn Network on, fill the network profile, then like or pass on people to
 * build with, one card at a time, each with its fit in words. A like answered says "You're connected".
 */
export function NetworkRoute() {
  const { data: user } = useSessionUser();
  const settings = useNetworkSettings();
  const inNetwork = user?.modes.network ?? false;
  const profile = settings.data?.profile ?? null;
  const [editing, setEditing] = useState(false);
  const feed = useNetworkFeed({ enabled: inNetwork && profile !== null });
  const swipe = useSwipeInNetwork();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [connected, setConnected] = useState<SwipeResult["matchedWith"]>(null);
  const cards = (feed.data?.pages.flatMap((page) => page.data) ?? []).filter((card) => !gone.has(card._id));
  const allowance = feed.data?.pages.at(-1)?.allowance;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    if (cards.length < 3 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [cards.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const act = (card: NetworkCard, action: "like" | "pass") =>
    swipe.mutate(
      { userId: card._id, action },
      {
        onSuccess: (result) => {
          setGone((previous) => new Set(previous).add(card._id));
          if (result.matchedWith) setConnected(result.matchedWith);
        },
      },
    );

  if (!user) return null;
  let body: React.ReactNode;
  if (!inNetwork) {
    body = (
      <Card title="Turn on Network">
        <p className="mb-4 text-sm text-ink-muted">
          Network is a second mode beside dating: same account, same chat and safety tools, its own deck and likes.
        </p>
        <ModeChoice current={user.modes} />
      </Card>
    );
  } else if (settings.isPending) {
    body = <Loading />;
  } else if (settings.isError) {
    body = (
      <LoadError what="Your network profile" onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
    );
  } else if (profile === null || editing) {
    body = (
      <Card title="Your network profile">
        <NetworkProfileForm
          current={profile}
          githubRepos={settings.data.githubRepos}
          onSaved={() => setEditing(false)}
        />
      </Card>
    );
  } else if (feed.isPending) {
    body = <Loading />;
  } else if (feed.isError) {
    body = <LoadError what="The network deck" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  } else {
    const top = cards[0];
    body = (
      <div className="flex flex-col gap-4">
        <NetworkLikes onSwipe={act} pending={swipe.isPending} />
        {top ? (
          <>
            <NetworkCardView card={top} />
            {swipe.isError ? (
              <Alert tone="error">{errorMessage(swipe.error, "That didn't go through. Try again.")}</Alert>
            ) : null}
            <div className="flex gap-3">
              <Button
                variant="secondary"
                className="flex-1"
                disabled={swipe.isPending}
                onClick={() => act(top, "pass")}
              >
                Pass on {top.firstName}
              </Button>
              <Button className="flex-1" disabled={swipe.isPending} onClick={() => act(top, "like")}>
                Connect with {top.firstName}
              </Button>
            </div>
            {allowance && allowance.swipesLeft !== null ? (
              <p className="text-center text-sm text-ink-muted">{allowance.swipesLeft} Network likes left today</p>
            ) : null}
          </>
        ) : (
          <section aria-labelledby="network-empty" className={statePanel}>
            <Briefcase aria-hidden className="size-12 text-ink-faint" />
            <h2 id="network-empty" className="text-xl font-bold">
              No one new right now
            </h2>
            <p className="text-ink-muted">Widen what you look for, or come back later.</p>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit my network profile
            </Button>
          </section>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">Network</h1>
          <p className="text-ink-muted">Co-founders, collaborators, mentors and hackathon teams.</p>
        </div>
        {inNetwork && profile && !editing ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Edit network profile
          </Button>
        ) : null}
      </header>
      {body}
      <MatchMoment
        match={connected ? { partner: connected, mode: "network" } : null}
        onClose={() => setConnected(null)}
      />
    </div>
  );
}
