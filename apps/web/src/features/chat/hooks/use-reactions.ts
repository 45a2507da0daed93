import type { ReactionEmoji } from "@devmatch/shared";
import { useCallback, useMemo, useRef, useState } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import type { ReactionChanges } from "../lib/timeline.ts";

/** A reaction heard or made here, and when (in the order this screen saw them). */
type Change = { emoji: ReactionEmoji | null; at: number };

/**
 * Reactions in one open chat: mine sent over the socket (shown once the server has stored them), and both
 * members' heard live (`messageReacted`), kept as changes over the loaded messages. After a reconnect the
 * messages are read again with their reactions as stored; `settle` then drops the changes made before that read,
 * so a reaction changed while this screen was away shows as it is, not as it was last heard.
 */
export function useReactions({ matchId, meId }: { matchId: string; meId: string }) {
  const socket = useSocket();
  const [heard, setHeard] = useState<Record<string, Record<string, Change>>>({});
  const [failed, setFailed] = useState<string>();
  const clock = useRef(0);
  const apply = useCallback((messageId: string, userId: string, emoji: ReactionEmoji | null) => {
    clock.current += 1;
    const at = clock.current;
    setHeard((current) => ({ ...current, [messageId]: { ...current[messageId], [userId]: { emoji, at } } }));
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
  /** A point in time to settle to once the messages read from now on have arrived. */
  const mark = useCallback(() => clock.current, []);
  /** Forgets the changes made up to `upTo`: the messages read since then carry them. */
  const settle = useCallback((upTo: number) => {
    setHeard((current) => {
      const kept: Record<string, Record<string, Change>> = {};
      for (const [messageId, byMember] of Object.entries(current)) {
        const later = Object.entries(byMember).filter(([, change]) => change.at > upTo);
        if (later.length > 0) kept[messageId] = Object.fromEntries(later);
      }
      return kept;
    });
  }, []);
  const changes = useMemo(() => {
    const plain: ReactionChanges = {};
    for (const [messageId, byMember] of Object.entries(heard)) {
      plain[messageId] = Object.fromEntries(Object.entries(byMember).map(([userId, change]) => [userId, change.emoji]));
    }
    return plain;
  }, [heard]);
  return { changes, react, failed, mark, settle };
}
