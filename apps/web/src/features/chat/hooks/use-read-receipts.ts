import { useState } from "react";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";

/** Up to which message the partner has read mine, as far as this screen has heard. */
export function useReadReceipts(targetUserId: string) {
  const [readUpTo, setReadUpTo] = useState(0);
  useSocketEvent("messagesRead", ({ readerId, upToSeq }) => {
    if (readerId === targetUserId) setReadUpTo((current) => Math.max(current, upToSeq));
  });
  return readUpTo;
}
