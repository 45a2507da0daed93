import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useConversation } from "../hooks/use-conversation.ts";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message-list.tsx";
import { QuickQuestions } from "./quick-questions.tsx";

/** The assistant's chat panel: a dialog for keyboard and screen-reader users, kept above every screen. */
export function AssistantPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { messages, waiting, send } = useConversation();
  const onlyGreeting = messages.length === 1;
  return (
    // Not modal: the page stays usable while the conversation is open, as a chat widget should.
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-2 bottom-2 z-50 flex h-[min(36rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-card border border-line bg-surface shadow-2xl shadow-black/60 data-[state=closed]:animate-[assistant-out_150ms_ease-in] data-[state=open]:animate-[assistant-in_200ms_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-44 sm:h-[min(34rem,calc(100dvh-12rem))] sm:w-96"
        >
          <header className="flex items-center justify-between gap-3 bg-brand-gradient px-4 py-3 text-white">
            <RadixDialog.Title className="font-bold">DevMatch Assistant</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close assistant"
              className="inline-flex size-10 items-center justify-center rounded-xl hover:bg-white/15"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </header>
          <MessageList messages={messages} waiting={waiting} />
          {onlyGreeting ? <QuickQuestions onPick={send} /> : null}
          <Composer waiting={waiting} onSend={send} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
