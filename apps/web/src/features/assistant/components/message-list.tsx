import type { AssistantMessage } from "@devmatch/shared";
import { useEffect, useRef } from "react";
import { cn } from "../../../lib/cn.ts";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function TypingIndicator() {
  return (
    <span role="status" className="flex items-center gap-1 py-1">
      <span className="sr-only">The assistant is typing</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 rounded-full bg-ink-muted motion-safe:animate-bounce"
        />
      ))}
    </span>
  );
}

/** The conversation; replies are plain text, never markup. */
export function MessageList({ messages, waiting }: { messages: AssistantMessage[]; waiting: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const lastText = messages.at(-1)?.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the reply as it streams in.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, lastText]);
  return (
    <ol
      ref={list}
      aria-label="Conversation"
      aria-live="polite"
      // Focusable so keyboard users can scroll back through it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
    >
      {messages.map((message, index) => {
        const pending = waiting && index === messages.length - 1 && message.isBot && message.text === "";
        return (
          <li key={message.id} className={cn("flex flex-col gap-1", message.isBot ? "items-start" : "items-end")}>
            <div
              className={cn(
                "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words",
                message.isBot ? "bg-surface-raised text-ink" : "bg-brand-gradient text-white",
              )}
            >
              <span className="sr-only">{message.isBot ? "Assistant: " : "You: "}</span>
              {pending ? <TypingIndicator /> : message.text}
            </div>
            <time dateTime={message.timestamp} className="text-xs text-ink-faint">
              {timeFormat.format(new Date(message.timestamp))}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
