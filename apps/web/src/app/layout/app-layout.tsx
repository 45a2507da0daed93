import { paths } from "@devmatch/shared";
import { Outlet, useLocation } from "react-router";
import { MatchMomentHost } from "../../features/match-moment/index.ts";
import { MemberNoticesDialog } from "../../features/member-notices/index.ts";
import { NotificationCenter } from "../../features/notifications/components/notification-center.tsx";
import { PushPrompt } from "../../features/push/components/push-prompt.tsx";
import { useSessionUser } from "../../lib/session-user.ts";
import { Navbar } from "./navbar.tsx";
import { PausedBanner } from "./paused-banner.tsx";
import { TabBar } from "./tab-bar.tsx";

/**
 * The frame of every signed-in screen: the navbar and pushed notifications (only while someone is signed in) above
 * the page, and on phones the bottom tab bar (the page keeps room for it).
 */
export function AppLayout() {
  const { data: user } = useSessionUser();
  const { pathname } = useLocation();
  return (
    // Clipped sideways: a card flying off the deck never widens the page (clip, unlike hidden, keeps sticky bars).
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-canvas">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-xl bg-surface-raised px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {user ? <Navbar user={user} /> : null}
      {/* Discover says it in its own words, with Resume. */}
      {user?.isPaused && pathname !== paths.app.feed ? <PausedBanner /> : null}
      {user ? <NotificationCenter /> : null}
      {user ? <PushPrompt /> : null}
      {user ? <MemberNoticesDialog /> : null}
      {user ? <MatchMomentHost /> : null}
      <main id="main-content" tabIndex={-1} className={user ? "flex-1 pb-16 focus:outline-none md:pb-0" : "flex-1"}>
        <Outlet />
      </main>
      {user ? <TabBar placement="bottom" /> : null}
    </div>
  );
}
