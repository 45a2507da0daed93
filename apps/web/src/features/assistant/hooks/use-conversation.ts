import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type AssistantMessage, type Mode, paths } from "@devmatch/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";
import { streamChat } from "../api/stream-chat.ts";
import { loadConversation, newMessage, saveConversation } from "../lib/conversation-store.ts";

function failureText(error: unknown): string {
  if (isApiError(error, "RATE_LIMITED") && error.body.message) return error.body.message;
  return ASSISTANT_MESSAGES.failure;
}

/** The mode a question is about: the screen it is asked from (the network deck asks about Network). */
const askedMode = (): { mode?: Mode } =>
  window.location.pathname.startsWith(paths.app.network) ? { mode: "network" } : {};

/** The assistant conversation of this tab: sending, the reply streaming in, and what is kept across reloads. */
export function useConversation() {
  const [messages, setMessages] = useState<AssistantMessage[]>(loadConversation);
  const [waiting, setWaiting] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => saveConversation(messages), [messages]);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (input: string) => {
      const message = input.trim();
      if (!message || waiting) return;
      const history = messages
        .slice(-ASSISTANT_LIMITS.historyMessages)
        .map((item) => ({ text: item.text, isBot: item.isBot }));
      const question = newMessage(message, false);
      const reply = newMessage("", true);
      const setReply = (update: (text: string) => string) =>
        setMessages((current) =>
          current.map((item) => (item.id === reply.id ? { ...item, text: update(item.text) } : item)),
        );
      setMessages((current) => [...current, question, reply]);
      setWaiting(true);
      abort.current = new AbortController();
      try {
        const answer = await streamChat(
          { message: message.slice(0, ASSISTANT_LIMITS.messageMaxChars), history, ...askedMode() },
          { onDelta: (delta) => setReply((text) => text + delta), signal: abort.current.signal },
        );
        setReply(() => (answer.text.trim() ? answer.text : ASSISTANT_MESSAGES.emptyReply));
      } catch (error) {
        if (abort.current?.signal.aborted) return;
        setReply((text) => (text ? `${text}\n\n${failureText(error)}` : failureText(error)));
      } finally {
        setWaiting(false);
      }
    },
    [messages, waiting],
  );

  return { messages, waiting, send };
}
