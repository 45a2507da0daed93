import { lastSeenLabel } from "@devmatch/shared";
import { useNow } from "../hooks/use-now.ts";
import type { Presence } from "../hooks/use-partner-status.ts";

export function PresenceLabel({ presence }: { presence: Presence }) {
  const now = useNow();
  if (presence.isOnline) {
    return (
      <span className="inline-flex items-center gap-1.5 text-success">
        <span aria-hidden className="size-2 rounded-full bg-success" />
        Active now
      </span>
    );
  }
  const lastActive = presence.lastActive ? new Date(presence.lastActive) : null;
  return <span className="text-ink-faint">Last seen {lastSeenLabel(lastActive, now)}</span>;
}
