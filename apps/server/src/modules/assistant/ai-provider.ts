import OpenAI from "openai";
import type { Config } from "../../config.ts";

export interface AiMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface AiRequest {
  messages: AiMessage[];
  maxTokens: number;
  temperature: number;
}

/** An OpenAI-compatible chat-completions endpoint (a hosted API, or a local Ollama / llama.cpp / vLLM). */
export interface AiProvider {
  /** The reply as it is written; throws when the provider fails, times out or sends something unreadable. */
  stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string>;
  complete(request: AiRequest, signal?: AbortSignal): Promise<string>;
}

const providers = new WeakMap<Config, AiProvider | null>();

/** The configured provider, made once per configuration; null without `AI_API_KEY` (answers come from rules). */
export function aiProviderFor(config: Config): AiProvider | null {
  if (!providers.has(config)) providers.set(config, createProvider(config));
  return providers.get(config) ?? null;
}

function createProvider(config: Config): AiProvider | null {
  if (!config.AI_API_KEY) return null;
  // No retries: every answer has a rule-based fallback, and a retry would spend the member's wait twice.
  const client = new OpenAI({
    apiKey: config.AI_API_KEY,
    baseURL: config.AI_BASE_URL,
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: 0,
  });
  const model = config.AI_MODEL;
  // The client's own timeout ends at the response headers; this one also bounds a stream that stalls.
  const deadline = (signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(config.AI_TIMEOUT_MS);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  };
  const body = (request: AiRequest) => ({
    model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
  });

  return {
    async *stream(request, signal) {
      const limit = deadline(signal);
      const stream = await client.chat.completions.create({ ...body(request), stream: true }, { signal: limit });
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
      // The client ends an aborted stream quietly; a reply cut off by the deadline is still a failure.
      if (limit.aborted) throw new Error("AI reply did not finish in time");
    },
    async complete(request, signal) {
      const completion = await client.chat.completions.create(
        { ...body(request), stream: false },
        { signal: deadline(signal) },
      );
      return completion.choices[0]?.message?.content ?? "";
    },
  };
}
