import { paths } from "@devmatch/shared";
import { Briefcase, Flame, Heart, MessageCircle, User } from "lucide-react";
import { NavLink } from "react-router";
import { UnreadBadge } from "../../components/ui/unread-badge.tsx";
import { cn } from "../../lib/cn.ts";
import { useSessionUser } from "../../lib/session-user.ts";
import { useUnreadSummary } from "../../lib/unread/get-unread-summary.ts";
import { connectionsUnread, likesUnread } from "../../lib/unread/unread-counts.ts";

/**
 * The places a member goes every day, in the order the dating apps people know use: Discover for Date mode,
 * Network for Network mode (each shown to members in that mode), Likes, Chats, Profile.
 */
export const tabs = [
  { to: paths.app.feed, label: "Discover", Icon: Flame, badge: "none", mode: "date" },
  { to: paths.app.network, label: "Network", Icon: Briefcase, badge: "none", mode: "network" },
  { to: paths.app.requests, label: "Likes", Icon: Heart, badge: "likes", mode: "date" },
  { to: paths.app.connections, label: "Chats", Icon: MessageCircle, badge: "chats", mode: "any" },
  { to: paths.app.profile, label: "Profile", Icon: User, badge: "none", mode: "any" },
] as const;

type Placement = "top" | "bottom";

/**
 * The same four tabs, placed as a bottom bar on phones and inline in the header on wide screens; each placement is
 * its own landmark shown at one width only, so a screen reader meets exactly one.
 */
export function TabBar({ placement }: { placement: Placement }) {
  const { data: unread } = useUnreadSummary();
  const { data: user } = useSessionUser();
  const modes = user?.modes ?? { date: true, network: false };
  const shown = tabs.filter((tab) => tab.mode === "any" || modes[tab.mode]);
  const counts = {
    none: 0,
    likes: unread ? likesUnread(unread) : 0,
    chats: unread ? connectionsUnread(unread) : 0,
  };
  const bottom = placement === "bottom";
  return (
    <nav
      aria-label="Sections"
      className={cn(
        bottom
          ? "fixed inset-x-0 bottom-0 z-40 border-t border-line bg-canvas/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
          : "hidden md:block",
      )}
    >
      <ul className={cn("flex", bottom ? "mx-auto h-16 max-w-md justify-around" : "items-center gap-1")}>
        {shown.map(({ to, label, Icon, badge }) => (
          <li key={to} className={cn(bottom && "flex-1")}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "relative flex items-center rounded-lg font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                  bottom ? "h-16 flex-col justify-center gap-0.5 text-xs" : "min-h-11 gap-2 px-3 text-sm",
                  isActive ? "text-ink" : "text-ink-faint hover:text-ink",
                  isActive && !bottom && "bg-surface-raised",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden className={cn("size-5", isActive && "text-brand-pink")} />
                  <span>{label}</span>
                  <UnreadBadge
                    count={counts[badge]}
                    label={badge === "likes" ? "new" : "unread"}
                    className={bottom ? "absolute top-1.5 left-1/2 ml-2" : undefined}
                  />
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
