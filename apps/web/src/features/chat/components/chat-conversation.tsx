import type { ChatHistory, QuotedMessage } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { cn } from "../../../lib/cn.ts";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";
import { rereadQueries } from "../../../lib/reread-queries.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useTransientMessage } from "../../../lib/use-transient-message.ts";
import { ChatCallBar } from "../../calls/index.ts";
import { requestPushQuestion } from "../../push/index.ts";
import { useChatRoom } from "../hooks/use-chat-room.ts";
import { useLeaveChat } from "../hooks/use-leave-chat.ts";
import { usePhotoDraft } from "../hooks/use-photo-draft.ts";
import { useTypingEmitter } from "../hooks/use-typing-emitter.ts";
import { useVoiceDraft } from "../hooks/use-voice-draft.ts";
import { messageSummary } from "../lib/message-kind.ts";
import type { TimelineEntry } from "../lib/timeline.ts";
import { BlockDialog } from "./block-dialog.tsx";
import { ChatHeader } from "./chat-header.tsx";
import type { ChatDialog } from "./chat-menu.tsx";
import { ConversationEnded } from "./chat-states.tsx";
import { Composer } from "./composer.tsx";
import { messageElementId } from "./message-bubble.tsx";
import { MessageList } from "./message-list.tsx";
import { PhotoDraftPanel } from "./photo-draft-panel.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import { VoiceNotePanel } from "./voice-note-panel.tsx";

const NOTICE_MS = 5000;

/**
 * A first message written on the match moment arrives in the address's state: sent once, through the same
 * outbox as any other (screening, retries), and then cleared so a reload or Back never sends it again.
 */
function useFirstMessage(send: (text: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  const firstMessage = (location.state as { firstMessage?: unknown } | null)?.firstMessage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the chat opens with it
  useEffect(() => {
    if (sent.current || typeof firstMessage !== "string" || !firstMessage.trim()) return;
    sent.current = true;
    send(firstMessage);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [firstMessage]);
}

/** The open chat: header, messages and composer, filling the screen under the navbar. */
export function ChatConversation({
  pages,
  meId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  pages: ChatHistory[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  // The newest page is first and carries the freshest snapshot of the partner and the match.
  const [{ participant, matchedAt, matchId }] = pages as [ChatHistory, ...ChatHistory[]];
  const targetUserId = participant._id;
  const room = useChatRoom({ pages, participant, meId, matchId });
  /** Sends; and now that there is a reply to hear about, the question about notifications may come. */
  const send: typeof room.send = (...message) => {
    room.send(...message);
    requestPushQuestion();
  };
  const [replyingTo, setReplyingTo] = useState<QuotedMessage>();
  const nameOf = (userId: string) => (userId === meId ? "You" : participant.firstName);
  /** Scrolls to a quoted message and focuses it; one not loaded yet is further up. */
  const jumpTo = (messageId: string) => {
    const element = document.getElementById(messageElementId(messageId));
    if (!element) {
      notice.show("That message is further up: load earlier messages to see it.");
      return;
    }
    element.scrollIntoView?.({ block: "center", behavior: "smooth" });
    element.focus({ preventScroll: true });
  };
  const photoDraft = usePhotoDraft({
    targetUserId,
    onReady: (photo, { confirmed }) => {
      send("", replyingTo ?? null, { photo, confirmed });
      setReplyingTo(undefined);
    },
  });
  const voiceDraft = useVoiceDraft({
    targetUserId,
    onReady: (voice) => {
      send("", replyingTo ?? null, { voice });
      setReplyingTo(undefined);
    },
  });
  const queryClient = useQueryClient();
  const typing = useTypingEmitter(targetUserId);
  const { leaving, leave } = useLeaveChat(targetUserId);
  const [dialog, setDialog] = useState<ChatDialog | null>(null);
  const [draft, setDraft] = useState<{ text: string }>();
  const [reported, setReported] = useState<TimelineEntry>();
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const notice = useTransientMessage(NOTICE_MS);

  useFirstMessage((text) => send(text, null));

  const [ended, setEnded] = useState(false);
  const dialogRef = useRef<ChatDialog | null>(null);
  dialogRef.current = dialog;
  useSocketEvent("chatClosed", ({ userId }) => {
    // Ending it here (block, or report and block) leaves through the dialog; ended by the partner, it says so.
    if (userId !== targetUserId || dialogRef.current !== null) return;
    setEnded(true);
    void rereadQueries(queryClient, { queryKey: connectionsQueryKey });
  });
  useSocketEvent("chatError", ({ message }) => notice.show(message));
  const reactionFailed = room.reactionFailed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per failure
  useEffect(() => {
    if (reactionFailed) notice.show(reactionFailed);
  }, [reactionFailed]);

  const blocked = () => {
    setDialog(null);
    void leave({ blocked: participant.firstName });
  };

  if (ended) return <ConversationEnded />;

  const dialogProps = (name: ChatDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => {
      setDialog(open ? name : null);
      if (!open) setReported(undefined);
      // The dialogs have no trigger of their own (they open from the menu), so focus is handed back by hand.
      if (!open) setTimeout(() => menuTrigger.current?.focus(), 0);
    },
    targetUserId,
    firstName: participant.firstName,
  });

  return (
    <div
      className={cn(
        "mx-auto flex h-[calc(100dvh-8rem-1px-env(safe-area-inset-bottom))] w-full max-w-3xl flex-col transition-opacity duration-300 md:h-[calc(100dvh-4rem-1px)]",
        leaving && "opacity-0",
      )}
    >
      <ChatHeader
        participant={participant}
        presence={room.presence}
        typing={room.partnerTyping}
        matchedAt={matchedAt}
        onOpenDialog={setDialog}
        menuTriggerRef={menuTrigger}
      />
      <ChatCallBar partnerId={targetUserId} firstName={participant.firstName} />
      <MessageList
        timeline={room.timeline}
        partnerName={participant.firstName}
        actions={{
          onRetry: room.retry,
          onSendAnyway: room.sendAnyway,
          onEdit: (clientId) => setDraft({ text: room.takeBack(clientId) }),
          onReport: (entry) => {
            setReported(entry);
            setDialog("report");
          },
          onReply: (entry) => {
            if (!entry.messageId) return;
            const senderId = entry.mine ? meId : targetUserId;
            setReplyingTo({ _id: entry.messageId, senderId, kind: entry.kind, text: entry.text });
          },
          onReact: room.react,
          onJumpTo: jumpTo,
          nameOf,
          meId,
        }}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={onLoadOlder}
      />
      {notice.message ? (
        <Alert tone="error" className="mx-3 mb-2">
          {notice.message}
        </Alert>
      ) : null}
      {photoDraft.draft ? (
        <PhotoDraftPanel
          draft={photoDraft.draft}
          partnerName={participant.firstName}
          onSend={() => void photoDraft.send()}
          onSendAnyway={photoDraft.sendAnyway}
          onCancel={photoDraft.cancel}
        />
      ) : null}
      {voiceDraft.open ? (
        <VoiceNotePanel
          state={voiceDraft.state}
          sending={voiceDraft.sending}
          limitMs={voiceDraft.limitMs}
          partnerName={participant.firstName}
          onStop={voiceDraft.stop}
          onSend={() => void voiceDraft.send()}
          onRecordAgain={voiceDraft.start}
          onDiscard={voiceDraft.discard}
        />
      ) : null}
      <Composer
        partnerName={participant.firstName}
        onPickPhoto={photoDraft.choose}
        onRecordVoice={voiceDraft.start}
        busyWith={voiceDraft.open ? "voice" : photoDraft.draft ? "photo" : undefined}
        draft={draft}
        onKeystroke={typing.keystroke}
        replyingTo={
          replyingTo
            ? {
                key: replyingTo._id,
                senderName: nameOf(replyingTo.senderId),
                text: messageSummary(replyingTo),
              }
            : undefined
        }
        onCancelReply={() => setReplyingTo(undefined)}
        onSend={(text) => {
          typing.stop();
          send(text, replyingTo ?? null);
          setReplyingTo(undefined);
        }}
      />
      <ReportDialog
        {...dialogProps("report")}
        about={
          reported
            ? {
                category: "harassment",
                reason: reportReason(reported),
              }
            : undefined
        }
        onBlocked={blocked}
      />
      <BlockDialog {...dialogProps("block")} onBlocked={blocked} />
    </div>
  );
}

/** The report's opening words, naming what was reported: a photo or voice note has no text to quote. */
function reportReason({ kind, text }: TimelineEntry) {
  const caption = text ? `: "${text}"` : "";
  if (kind === "photo") return `About a photo they sent${caption}`;
  if (kind === "voice") return `About a voice note they sent${caption}`;
  return `About this message: "${text}"`;
}
