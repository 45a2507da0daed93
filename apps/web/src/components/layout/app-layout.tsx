import { Outlet } from "react-router";
import { NotificationCenter } from "../../features/notifications/components/notification-center.tsx";
import { PushPrompt } from "../../features/push/components/push-prompt.tsx";
import { useSessionUser } from "../../lib/session-user.ts";
import { Navbar } from "./navbar.tsx";
import { PausedBanner } from "./paused-banner.tsx";

/**
 * The frame of every signed-in screen: the navbar and pushed notifications (only while someone is signed in) above
 * the page.
 */
export function AppLayout() {
  const { data: user } = useSessionUser();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      {user ? <Navbar user={user} /> : null}
      {user?.isPaused ? <PausedBanner /> : null}
      {user ? <NotificationCenter /> : null}
      {user ? <PushPrompt /> : null}
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
