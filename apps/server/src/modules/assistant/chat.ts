import { ASSISTANT_MESSAGES, type AssistantChatRequest, type AssistantSource } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { aiProviderFor } from "./ai-provider.ts";
import { fallbackAnswer } from "./fallbacks.ts";
import { type Asker, chatMessages } from "./persona.ts";

export const CHAT_MAX_TOKENS = 500;
export const CHAT_TEMPERATURE = 0.7;

interface AnswerOptions {
  input: AssistantChatRequest;
  asker: Asker;
  /** Called with each piece of the reply as it is written. */
  onDelta?: (delta: string) => void;
  /** Aborted when the asker goes away. */
  signal?: AbortSignal;
}

/**
 * Answers a question through the AI provider, streaming; without a provider, or when it fails, times out or
 * answers empty before saying anything, the keyword answers take over. A reply cut off midway keeps what was
 * written and says the connection failed.
 */
export async function answerQuestion(
  ctx: AppContext,
  { input, asker, onDelta = () => {}, signal }: AnswerOptions,
): Promise<{ text: string; source: AssistantSource }> {
  const provider = aiProviderFor(ctx.config);
  const fallback = () => {
    const text = fallbackAnswer(input.message, ctx.config.PRICING_MODE);
    onDelta(text);
    return { text, source: "fallback" as const };
  };
  if (!provider) return fallback();

  let text = "";
  try {
    const request = { messages: chatMessages(input, asker, ctx.config.PRICING_MODE), maxTokens: CHAT_MAX_TOKENS };
    for await (const delta of provider.stream({ ...request, temperature: CHAT_TEMPERATURE }, signal)) {
      text += delta;
      onDelta(delta);
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "assistant provider failed");
    if (text.trim() === "") return fallback();
    const notice = `\n\n${ASSISTANT_MESSAGES.failure}`;
    onDelta(notice);
    return { text: text + notice, source: "ai" };
  }
  if (text.trim() === "") return fallback();
  return { text, source: "ai" };
}
