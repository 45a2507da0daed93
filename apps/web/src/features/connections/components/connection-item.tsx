import type { Connection } from "@devmatch/shared";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { UnreadBadge } from "../../../components/ui/unread-badge.tsx";

const details = (connection: Connection) =>
  [connection.age !== null ? String(connection.age) : null, connection.gender].filter(Boolean).join(" · ");

const unreadText = (count: number) => `, ${count} unread ${count === 1 ? "message" : "messages"}`;

/** A match: the card opens their profile; Chat opens the conversation and counts its unread messages. */
export function ConnectionItem({ connection, unread = 0 }: { connection: Connection; unread?: number }) {
  const name = `${connection.firstName} ${connection.lastName}`.trim();
  return (
    <li className="flex items-center gap-3 rounded-card border border-line bg-surface p-3 transition hover:border-brand-purple sm:p-4">
      <Link to={paths.app.userProfile(connection._id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <Avatar
          photoUrl={connection.photoUrl}
          firstName={connection.firstName}
          lastName={connection.lastName}
          className="size-14 text-lg"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold">{name}</span>
          {details(connection) ? <span className="text-sm text-ink-muted">{details(connection)}</span> : null}
          {connection.about ? <span className="line-clamp-2 text-sm text-ink-faint">{connection.about}</span> : null}
        </span>
      </Link>
      <ButtonLink
        to={paths.app.chat(connection._id)}
        aria-label={`Chat with ${connection.firstName}${unread > 0 ? unreadText(unread) : ""}`}
        className="relative min-h-10 shrink-0 px-4 py-1.5 text-sm"
      >
        <MessageCircle aria-hidden className="size-4" />
        Chat
        <UnreadBadge count={unread} className="absolute -top-2 -right-2" />
      </ButtonLink>
    </li>
  );
}
