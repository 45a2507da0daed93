import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake provider answers the next requests. */
export type AiBehaviour =
  | { kind: "reply"; text: string; chunkDelayMs?: number }
  | { kind: "slow"; delayMs: number }
  | { kind: "stall-after"; text: string }
  | { kind: "error"; status: number }
  | { kind: "empty" }
  | { kind: "malformed" };

export interface AiRequestRecord {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    temperature: number;
    stream?: boolean;
  };
  authorization: string | undefined;
  path: string;
}

const chunk = (content: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 0,
    model: "test-model",
    choices: [
      { index: 0, delta: content === null ? {} : { content }, finish_reason: content === null ? "stop" : null },
    ],
  })}\n\n`;

const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 0,
  model: "test-model",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits text into word-sized pieces, as a model streams it. */
const pieces = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString("utf8"));
}

async function respond(behaviour: AiBehaviour, stream: boolean, response: ServerResponse) {
  if (behaviour.kind === "slow") await sleep(behaviour.delayMs);
  if (behaviour.kind === "error") {
    response.writeHead(behaviour.status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: "provider exploded", type: "server_error" } }));
    return;
  }
  const text = behaviour.kind === "reply" || behaviour.kind === "stall-after" ? behaviour.text : "";
  if (!stream) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(behaviour.kind === "malformed" ? "{not json" : JSON.stringify(completion(text)));
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream" });
  if (behaviour.kind === "malformed") {
    response.end("data: {not json at all\n\n");
    return;
  }
  for (const piece of pieces(text)) {
    response.write(chunk(piece));
    if (behaviour.kind === "reply" && behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
  }
  // A stalled stream keeps the connection open and says nothing more.
  if (behaviour.kind === "stall-after") return;
  response.write(chunk(null));
  response.end("data: [DONE]\n\n");
}

/**
 * A local server speaking the OpenAI chat-completions protocol (streamed and whole), standing in for the AI
 * provider. Tests choose how it behaves and read what it was sent.
 */
export async function startAiServer(
  initial: AiBehaviour = { kind: "reply", text: "Hello from the model." },
  options: { port?: number } = {},
) {
  let behaviour = initial;
  const requests: AiRequestRecord[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    open.add(response);
    response.on("close", () => open.delete(response));
    const body = await readJson(request);
    requests.push({ body, authorization: request.headers.authorization, path: request.url });
    await respond(behaviour, Boolean(body.stream), response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: AiBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AiServer = Awaited<ReturnType<typeof startAiServer>>;
