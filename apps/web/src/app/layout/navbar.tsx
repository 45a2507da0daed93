import type { SessionUser } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { ChevronDown, Crown, Inbox, LogOut, Settings, ShieldCheck, SlidersHorizontal, User, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { Menu, type MenuEntry } from "../../components/ui/menu.tsx";
import { waitForTransition } from "../../components/ui/motion.ts";
import { UnreadBadge } from "../../components/ui/unread-badge.tsx";
import { AssistantDock } from "../../features/assistant/index.ts";
import { useLogout } from "../../features/auth/api/logout.ts";
import { cn } from "../../lib/cn.ts";
import { useUnreadSummary } from "../../lib/unread/get-unread-summary.ts";
import { connectionsUnread, likesUnread } from "../../lib/unread/unread-counts.ts";
import { TabBar } from "./tab-bar.tsx";

const FADE_MS = 300;

const menuLinks = [
  { to: paths.app.profile, label: "Profile", Icon: User },
  { to: paths.app.connections, label: "Chats", Icon: Users },
  { to: paths.app.requests, label: "Likes", Icon: Inbox },
  { to: paths.app.preferences, label: "Preferences", Icon: SlidersHorizontal },
  { to: paths.app.premium, label: "Premium", Icon: Crown },
  { to: paths.app.settings, label: "Settings", Icon: Settings },
];
/** Only moderators see the way to the console (the server refuses it to anyone else). */
const moderatorLink = { to: paths.moderation.queue, label: "Moderation", Icon: ShieldCheck };

export function Navbar({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { data: unread } = useUnreadSummary();
  const unreadTotal = unread?.total ?? 0;
  // The thumbnail: a 36 px circle has no use for the full photo.
  const avatarUrl = user.photos.find((photo) => photo.isPrimary)?.thumbUrl ?? user.photoUrl;
  // Each screen's badge counts what waits there: messages and new matches, or super likes.
  const menuBadges: Record<string, number> = {
    [paths.app.connections]: unread ? connectionsUnread(unread) : 0,
    [paths.app.requests]: unread ? likesUnread(unread) : 0,
  };
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout({
    leave: async () => {
      setLeaving(true);
      await waitForTransition(FADE_MS);
      await navigate(paths.login, { replace: true });
    },
  });

  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur transition-opacity duration-300",
        leaving && "opacity-0",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo to={paths.app.feed} />
        <TabBar placement="top" />
        <div className="flex items-center gap-2">
          {/* The assistant sits in the header here, so it never floats over a screen's Send, Save or Like. */}
          <AssistantDock />
          <Menu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            label={`${user.firstName}, account menu${unreadTotal > 0 ? `, ${unreadTotal} unread` : ""}`}
            triggerClassName="relative flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-1 text-sm font-medium transition hover:border-brand-purple data-[state=open]:border-brand-purple"
            trigger={
              <>
                <Avatar key={avatarUrl} photoUrl={avatarUrl} firstName={user.firstName} lastName={user.lastName} />
                <span className="max-w-32 truncate">{user.firstName}</span>
                <ChevronDown aria-hidden className="size-4 text-ink-faint" />
                <UnreadBadge count={unreadTotal} className="absolute -top-1.5 -right-1.5" />
              </>
            }
            entries={[
              ...(user.isModerator ? [...menuLinks, moderatorLink] : menuLinks).map(
                ({ to, label, Icon }): MenuEntry => ({
                  kind: "link",
                  key: to,
                  to,
                  children: (
                    <>
                      <Icon aria-hidden className="size-4 text-ink-faint" />
                      {label}
                      <UnreadBadge count={menuBadges[to]} className="ml-auto" />
                    </>
                  ),
                }),
              ),
              { kind: "separator", key: "separator" },
              {
                kind: "action",
                key: "logout",
                tone: "danger",
                disabled: logout.isPending,
                onSelect: () => logout.mutate(),
                children: (
                  <>
                    <LogOut aria-hidden className="size-4" />
                    {logout.isPending ? "Logging out..." : "Logout"}
                  </>
                ),
              },
            ]}
          />
        </div>
      </nav>
    </header>
  );
}
