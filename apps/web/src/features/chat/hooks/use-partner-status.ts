import type { ChatParticipant } from "@devmatch/shared";
import { useCallback, useState } from "react";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";

export interface Presence {
  isOnline: boolean;
  lastActive: string | null;
}

/** The partner's presence and typing, from the history's snapshot and then live from the socket. */
export function usePartnerStatus(participant: ChatParticipant) {
  const [presence, setPresence] = useState<Presence>({
    isOnline: participant.isOnline,
    lastActive: participant.lastActive,
  });
  const [typing, setTyping] = useState(false);

  useSocketEvent("userOnlineStatus", ({ userId, isOnline, lastSeen }) => {
    if (userId !== participant._id) return;
    setPresence((current) => ({ isOnline, lastActive: lastSeen ?? current.lastActive }));
    // Someone who went away is not typing any more, whether or not "stopped" reached us.
    if (!isOnline) setTyping(false);
  });
  useSocketEvent("userTyping", ({ userId, isTyping }) => {
    if (userId === participant._id) setTyping(isTyping);
  });

  const stoppedTyping = useCallback(() => setTyping(false), []);
  return { presence, typing, stoppedTyping };
}
