import type { FormerConversation } from "@devmatch/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ReportDialog } from "../../chat/index.ts";
import { useFormerConversations } from "../api/get-former-conversations.ts";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/**
 * Conversations with members who deleted their account, kept for a while so abuse can still be reported. Shown
 * only when there is one; the departed member is never named.
 */
export function FormerConversations() {
  const former = useFormerConversations();
  if (!former.data || former.data.length === 0) return null;
  return (
    <section aria-labelledby="former-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="former-heading" className="text-lg font-semibold">
          Members who left
        </h2>
        <p className="text-sm text-ink-muted">
          They deleted their account. Your conversations with them are kept for a while, so you can still report them.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {former.data.map((conversation, index) => (
          <FormerConversationItem key={conversation._id} conversation={conversation} number={index + 1} />
        ))}
      </ul>
    </section>
  );
}

function FormerConversationItem({ conversation, number }: { conversation: FormerConversation; number: number }) {
  const [reporting, setReporting] = useState(false);
  const name = `Former member ${number}`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{name}</p>
          <p className="text-sm text-ink-muted">
            Matched {day(conversation.matchedAt)} · kept until {day(conversation.keptUntil)}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setReporting(true)} aria-label={`Report ${name}`}>
          Report
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          Show the conversation ({conversation.messages.length})
        </summary>
        <ol className="mt-3 flex flex-col gap-2">
          {conversation.messages.map((message, index) => (
            <li
              // The kept copy never changes, so a message's place in it identifies it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={
                message.fromMe
                  ? "self-end rounded-xl bg-surface-raised px-3 py-2"
                  : "rounded-xl border border-line px-3 py-2"
              }
            >
              <span className="sr-only">{message.fromMe ? "You: " : "They: "}</span>
              <span className="whitespace-pre-wrap break-words">{message.text}</span>
            </li>
          ))}
        </ol>
      </details>
      <ReportDialog open={reporting} onOpenChange={setReporting} targetUserId={conversation._id} firstName={name} />
    </li>
  );
}
