import type { Connection } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { UnreadBadge } from "../../../components/ui/unread-badge.tsx";
import { cn } from "../../../lib/cn.ts";
import { messageSummary } from "../../chat/index.ts";
import { chatTime, waitedFor } from "../lib/chat-time.ts";

/** A photo with the green dot of someone active now. */
export function PresenceAvatar({ connection, size }: { connection: Connection; size: string }) {
  return (
    <span className="relative shrink-0">
      <Avatar
        photoUrl={connection.avatarUrl}
        firstName={connection.firstName}
        lastName={connection.lastName}
        className={cn(size, "text-lg")}
      />
      {connection.isOnline ? (
        <span
          aria-hidden
          className="absolute right-0 bottom-0 size-3.5 rounded-full border-2 border-surface bg-success"
        />
      ) : null}
    </span>
  );
}

/** Which mode a conversation was made in: every chat is marked, so a co-founder chat never reads as a date. */
export function ModeBadge({ mode }: { mode: Connection["mode"] }) {
  return (
    <span
      className={cn(
        "shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium",
        mode === "network" ? "border-brand-purple/60 text-ink" : "border-brand-pink/60 text-ink",
      )}
    >
      {mode === "network" ? "Network" : "Date"}
    </span>
  );
}

/** One conversation: who, the last message (or a nudge to start), when, and what waits unread. */
export function ConnectionItem({ connection, unread = 0 }: { connection: Connection; unread?: number }) {
  const last = connection.lastMessage;
  const preview = last
    ? `${last.fromMe ? "You: " : ""}${messageSummary(last)}`
    : `Say hello to ${connection.firstName}`;
  return (
    <li>
      <Link
        to={paths.app.chat(connection._id)}
        className="flex items-center gap-3 rounded-card border border-line bg-surface p-3 transition hover:border-brand-purple sm:p-4"
      >
        <PresenceAvatar connection={connection} size="size-14" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-semibold">
                {`${connection.firstName} ${connection.lastName}`.trim()}
                {connection.isOnline ? <span className="sr-only">, active now</span> : null}
              </span>
              <ModeBadge mode={connection.mode} />
              {connection.yourTurn ? (
                <span className="shrink-0 rounded-full border border-brand-purple px-2 py-0.5 text-xs font-semibold text-ink">
                  <span className="sr-only">, </span>Your turn
                  <span className="font-normal"> · waiting {waitedFor(connection.yourTurn.waitingSince)}</span>
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-ink-faint">{chatTime(last?.sentAt ?? connection.matchedAt)}</span>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", unread > 0 ? "font-semibold text-ink" : "text-ink-muted")}>
              {preview}
            </span>
            <UnreadBadge count={unread} />
          </span>
        </span>
      </Link>
    </li>
  );
}
