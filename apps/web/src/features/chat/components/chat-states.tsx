import { paths } from "@devmatch/shared";
import { MessageCircleOff } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

export function ChatSkeleton() {
  return (
    <div role="status" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
      <span className="sr-only">Loading conversation…</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      {["w-2/3", "ml-auto w-1/2", "w-3/5", "ml-auto w-2/5"].map((width) => (
        <Skeleton key={width} className={`h-12 rounded-2xl ${width}`} />
      ))}
    </div>
  );
}

/** Not matched, blocked either way, or no such member: the screen never says which. */
export function ChatUnavailable() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-6">
      <section aria-labelledby="chat-unavailable" className={statePanel}>
        <MessageCircleOff aria-hidden className="size-12 text-ink-faint" />
        <h1 id="chat-unavailable" className="text-2xl font-bold">
          This chat is not available
        </h1>
        <p className="text-ink-muted">You can only chat with your matches.</p>
        <ButtonLink to={paths.app.connections}>Back to Chats</ButtonLink>
      </section>
    </div>
  );
}

/** Told in words when the partner ends the conversation while it is open (a block), rather than dropped. */
export function ConversationEnded() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-6">
      <section aria-labelledby="conversation-ended" role="status" className={statePanel}>
        <MessageCircleOff aria-hidden className="size-12 text-ink-faint" />
        <h1 id="conversation-ended" className="text-2xl font-bold">
          This conversation is no longer available
        </h1>
        <p className="text-ink-muted">You can't send or see messages here any more. Your other chats are waiting.</p>
        <ButtonLink to={paths.app.connections}>Back to Chats</ButtonLink>
      </section>
    </div>
  );
}

export function ChatLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <LoadError what="This conversation" onRetry={onRetry} retrying={retrying} className="mx-auto mt-6 max-w-md" />;
}
