import { type ChatParticipant, matchAgeLabel, paths } from "@devmatch/shared";
import { ArrowLeft, UserRound } from "lucide-react";
import type { RefObject } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { PhotoVerifiedMark } from "../../../components/ui/verified-mark.tsx";
import type { Presence } from "../hooks/use-partner-status.ts";
import { type ChatDialog, ChatMenu } from "./chat-menu.tsx";
import { IconLink } from "./icon-link.tsx";
import { PresenceLabel } from "./presence-label.tsx";

/** Who the chat is with, whether they are around or typing, and how long ago the two matched. */
export function ChatHeader({
  participant,
  presence,
  typing,
  matchedAt,
  onOpenDialog,
  menuTriggerRef,
}: {
  participant: ChatParticipant;
  presence: Presence;
  typing: boolean;
  matchedAt: string;
  onOpenDialog: (dialog: ChatDialog) => void;
  menuTriggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  return (
    <header className="flex items-center gap-2 border-b border-line bg-surface/80 px-3 py-2 sm:gap-3 sm:px-4">
      <IconLink to={paths.app.connections} label="Back to chats" icon={ArrowLeft} />
      <Avatar
        photoUrl={participant.avatarUrl}
        firstName={participant.firstName}
        lastName={participant.lastName}
        className="size-9 sm:size-10"
      />
      <div className="flex min-w-0 flex-1 flex-col leading-tight">
        <h1 className="flex min-w-0 items-center gap-1.5 font-semibold">
          <span className="truncate">{name}</span>
          {participant.photoVerified ? <PhotoVerifiedMark className="size-4 shrink-0" /> : null}
        </h1>
        <p className="truncate text-xs">
          <PresenceLabel presence={presence} />
        </p>
        <p className="truncate text-xs text-ink-faint">
          {/* Only the typing state is announced; the match age is not news. */}
          <span aria-live="polite" className="text-brand-pink">
            {typing ? `${participant.firstName} is typing…` : null}
          </span>
          {/* On a phone the header keeps to name and presence. */}
          {typing ? null : <span className="hidden sm:inline">{matchAgeLabel(new Date(matchedAt))}</span>}
        </p>
      </div>
      <IconLink to={paths.app.userProfile(participant._id)} label="View Profile" icon={UserRound} />
      <ChatMenu
        targetUserId={participant._id}
        firstName={participant.firstName}
        onOpenDialog={onOpenDialog}
        triggerRef={menuTriggerRef}
      />
    </header>
  );
}
