import type { ChatMessage, ChatParticipant } from "@devmatch/shared";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useClearChatUnread } from "../../../lib/unread/use-clear-chat-unread.ts";
import { getMessagesAfter } from "../api/get-chat-history.ts";
import { buildTimeline, changedMessages, highestSeq, mergeMessages } from "../lib/timeline.ts";
import { useJoinChat } from "./use-join-chat.ts";
import { useMarkRead } from "./use-mark-read.ts";
import { useOutbox } from "./use-outbox.ts";
import { usePartnerStatus } from "./use-partner-status.ts";
import { useReactions } from "./use-reactions.ts";
import { useReadReceipts } from "./use-read-receipts.ts";

/** Pauses between tries to catch up after a reconnect; after the last, the next reconnect asks again. */
const CATCH_UP_RETRIES_MS = [1_000, 2_000, 4_000, 8_000];

/**
 * One open conversation: the loaded pages plus everything that arrived live, my messages on their way, read
 * receipts and the partner's status, kept in step with the socket.
 */
export function useChatRoom({
  pages,
  participant,
  meId,
  matchId,
}: {
  pages: readonly { messages: ChatMessage[] }[];
  participant: ChatParticipant;
  meId: string;
  matchId: string;
}) {
  const targetUserId = participant._id;
  const [live, setLive] = useState<ChatMessage[]>([]);
  const stored = useMemo(() => mergeMessages(...pages.map((page) => page.messages), live), [pages, live]);
  const held = useRef(stored);
  useLayoutEffect(() => {
    held.current = stored;
  });
  const addStored = useCallback((messages: ChatMessage[]) => {
    // A catch-up after (re)connecting brings back every loaded message: only what differs is drawn again.
    const changed = changedMessages(held.current, messages);
    if (changed.length > 0) setLive((current) => mergeMessages(current, changed));
  }, []);
  const onStored = useCallback((message: ChatMessage) => addStored([message]), [addStored]);

  const { outbox, send, retry, sendAnyway, takeBack } = useOutbox({ targetUserId, onStored });
  const readUpTo = useReadReceipts(targetUserId);
  const partner = usePartnerStatus(participant);
  const markRead = useMarkRead(targetUserId);
  const clearUnread = useClearChatUnread();
  const reactions = useReactions({ matchId, meId });

  const known = useRef({ loaded: false, latestSeq: 0, oldestSeq: 0, clientIds: new Set<string>() });
  useLayoutEffect(() => {
    known.current = {
      loaded: pages.length > 0,
      latestSeq: highestSeq(stored),
      oldestSeq: stored[0]?.seq ?? 0,
      clientIds: new Set([...stored, ...outbox].map((message) => message.clientId)),
    };
  });

  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const { mark, settle } = reactions;
  /**
   * Reads what the screen may have missed: after a reconnect, every loaded message again (new ones, and
   * reactions changed while away); for a message of mine from another tab, only what came after the newest.
   */
  const catchUp = useCallback(
    async (from: "loaded" | "newest") => {
      // Before the first page has come there is nothing to catch up on: that page brings the newest messages.
      if (!known.current.loaded) return;
      // From what was known when the connection came back: messages arriving live meanwhile must not move the
      // starting point past ones missed while away. A failed request is asked again, a little later each time,
      // while the chat is open.
      const afterSeq = from === "loaded" ? Math.max(0, known.current.oldestSeq - 1) : known.current.latestSeq;
      const before = mark();
      for (const waitMs of CATCH_UP_RETRIES_MS) {
        try {
          addStored(await getMessagesAfter(targetUserId, afterSeq));
          if (from === "loaded") settle(before);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, waitMs));
          if (!open.current) return;
        }
      }
    },
    [addStored, targetUserId, mark, settle],
  );

  useJoinChat(targetUserId, {
    // The server marks the partner's messages read on join. A message stored after the first page was read and
    // before this screen listened would otherwise wait for the next reconnect.
    onJoined: (latestSeq) => {
      clearUnread(targetUserId, { refresh: true });
      if (latestSeq > known.current.latestSeq) void catchUp("newest");
    },
    onConnected: () => void catchUp("loaded"),
  });

  useSocketEvent("messageReceived", (message) => {
    const senderId = message.senderId._id;
    if (senderId === targetUserId) {
      addStored([message]);
      partner.stoppedTyping();
      markRead();
    } else if (senderId === meId) {
      // Mine from another tab, to this chat or another one: the payload does not say which, the server does.
      if (known.current.clientIds.has(message.clientId)) addStored([message]);
      else void catchUp("newest");
    }
  });

  const reactionChanges = reactions.changes;
  const timeline = useMemo(
    () => buildTimeline({ stored, outbox, meId, readUpTo, reactionChanges }),
    [stored, outbox, meId, readUpTo, reactionChanges],
  );
  return {
    timeline,
    send,
    retry,
    sendAnyway,
    takeBack,
    react: reactions.react,
    reactionFailed: reactions.failed,
    presence: partner.presence,
    partnerTyping: partner.typing,
  };
}
