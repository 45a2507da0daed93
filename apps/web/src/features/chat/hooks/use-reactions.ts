import type { ReactionEmoji } from "@devmatch/shared";
import { useCallback, useState } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import type { ReactionChanges } from "../lib/timeline.ts";

/**
 * Reactions in one open chat: mine sent over the socket (shown once the server has stored them), and both
 * members' heard live (`messageReacted`), kept as changes over the loaded pages.
 */
export function useReactions({ matchId, meId }: { matchId: string; meId: string }) {
  const socket = useSocket();
  const [changes, setChanges] = useState<ReactionChanges>({});
  const [failed, setFailed] = useState<string>();
  const apply = useCallback((messageId: string, userId: string, emoji: ReactionEmoji | null) => {
    setChanges((current) => ({ ...current, [messageId]: { ...current[messageId], [userId]: emoji } }));
  }, []);
  useSocketEvent("messageReacted", (event) => {
    if (event.matchId === matchId) apply(event.messageId, event.userId, event.emoji);
  });
  const react = useCallback(
    (messageId: string, emoji: ReactionEmoji | null) => {
      if (!socket) return;
      setFailed(undefined);
      socket.emit("reactMessage", { messageId, emoji }, (result) => {
        if (result.ok) apply(messageId, meId, result.emoji);
        else setFailed(result.error);
      });
    },
    [socket, apply, meId],
  );
  return { changes, react, failed };
}
