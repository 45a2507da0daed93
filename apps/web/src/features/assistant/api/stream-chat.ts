import type { ApiErrorBody, AssistantChatRequest, AssistantSource, AssistantStreamEvent } from "@devmatch/shared";
import { ApiError } from "../../../lib/api-client.ts";

/** The events in a buffer of server-sent events, and what is left over for the next read. */
export function parseEvents(buffer: string): { events: AssistantStreamEvent[]; rest: string } {
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks.flatMap((block) => {
    const data = block
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data) return [];
    try {
      return [JSON.parse(data) as AssistantStreamEvent];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

/** Asks the assistant; `onDelta` receives the reply as it is written, the promise the whole of it. */
export async function streamChat(
  request: AssistantChatRequest,
  options: { onDelta: (delta: string) => void; signal?: AbortSignal },
): Promise<{ text: string; source: AssistantSource }> {
  const response = await fetch("/api/assistant/chat", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, body);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    for (const event of parsed.events) {
      if ("delta" in event) {
        text += event.delta;
        options.onDelta(event.delta);
      } else return { text: event.text, source: event.source };
    }
  }
  // The connection closed before the last event: keep what arrived.
  return { text, source: "ai" };
}
