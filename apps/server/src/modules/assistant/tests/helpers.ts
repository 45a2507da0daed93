import type { AssistantStreamEvent } from "@devmatch/shared";
import { afterAll, beforeAll } from "vitest";
import { type AiServer, startAiServer } from "../../../test/ai-server.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** Posts a question as the widget does: streamed unless `json`, signed in when a cookie is given. */
export async function ask(
  t: Pick<TestApp, "app">,
  payload: object,
  options: { json?: boolean; cookie?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/assistant/chat",
    payload,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: {
      accept: options.json ? "application/json" : "text/event-stream",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** The events of a server-sent-events body, in order. */
export function streamEvents(body: string): AssistantStreamEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as AssistantStreamEvent);
}

export function finalEvent(body: string) {
  const last = streamEvents(body).at(-1);
  if (!last || !("done" in last)) throw new Error(`stream did not finish: ${body}`);
  return last;
}

export const deltas = (body: string) => streamEvents(body).flatMap((event) => ("delta" in event ? [event.delta] : []));

/**
 * Two apps for one test file, one without an AI provider and one pointed at a local chat-completions server,
 * started before the file's tests and closed after them.
 */
export function appsWithAndWithoutAi() {
  const apps = {} as { offline: TestApp; online: TestApp; ai: AiServer };
  beforeAll(async () => {
    apps.ai = await startAiServer();
    apps.offline = await createTestApp();
    apps.online = await createTestApp({
      AI_BASE_URL: apps.ai.baseUrl,
      AI_API_KEY: "sk-local-test",
      AI_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await apps.offline.close();
    await apps.online.close();
    await apps.ai.close();
  });
  return apps;
}
