import { ASSISTANT_MESSAGES } from "@devmatch/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiServer, startAiServer } from "../../../test/ai-server.ts";
import { createMember, signIn } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { fallbackAnswer } from "../fallbacks.ts";
import { ask, deltas, finalEvent, streamEvents } from "./helpers.ts";

const AI_KEY = "sk-test-provider-key-1234567890";
const TIMEOUT_MS = 500;
let ai: AiServer;
let t: TestApp;

beforeAll(async () => {
  ai = await startAiServer();
  t = await createTestApp({
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: AI_KEY,
    AI_MODEL: "test-model",
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    RATE_LIMIT_ASSISTANT_PER_HOUR: "1000",
  });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const providerFallback = (question: string) => fallbackAnswer(question, "tiered");

describe("POST /api/assistant/chat with a provider", () => {
  it("streams the model's reply as it is written, then the whole reply", async () => {
    ai.behave({ kind: "reply", text: "Matching looks at your skills and preferences." });
    const response = await ask(t, { message: "How does matching work?" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    expect(deltas(response.body).length).toBeGreaterThan(3);
    expect(deltas(response.body).join("")).toBe("Matching looks at your skills and preferences.");
    expect(finalEvent(response.body)).toEqual({
      done: true,
      text: "Matching looks at your skills and preferences.",
      source: "ai",
    });
    const sent = ai.requests[0];
    expect(sent?.authorization).toBe(`Bearer ${AI_KEY}`);
    expect(sent?.body).toMatchObject({ model: "test-model", max_tokens: 500, temperature: 0.7, stream: true });
    expect(sent?.body.messages[0]?.role).toBe("system");
    expect(sent?.body.messages[0]?.content).toContain("DevMatch Assistant");
    expect(sent?.body.messages.at(-1)).toEqual({ role: "user", content: "How does matching work?" });
  });

  it("answers whole as JSON when asked for JSON", async () => {
    ai.behave({ kind: "reply", text: "Be curious about their side projects." });
    const response = await ask(t, { message: "Dating advice for devs?" }, { json: true });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ text: "Be curious about their side projects.", isBot: true, source: "ai" });
    expect(typeof data.id).toBe("string");
    expect(Number.isNaN(Date.parse(data.timestamp))).toBe(false);
  });

  it("sends the last 10 messages and, for a member, only their first name and plan", async () => {
    ai.behave({ kind: "reply", text: "Sure." });
    const member = await createMember(t, { firstName: "Grace", lastName: "Secretsurname", bio: "private bio text" });
    const { cookie } = await signIn(t, member.email);
    const history = Array.from({ length: 10 }, (_, index) => ({ text: `message ${index}`, isBot: index % 2 === 1 }));
    await ask(t, { message: "And then?", history }, { cookie });
    const messages = ai.requests[0]?.body.messages ?? [];
    expect(messages).toHaveLength(12);
    expect(messages[1]).toEqual({ role: "user", content: "message 0" });
    expect(messages[10]).toEqual({ role: "assistant", content: "message 9" });
    const system = messages[0]?.content ?? "";
    expect(system).toContain('"Grace"');
    expect(system).toContain("Free plan");
    const everything = JSON.stringify(messages);
    expect(everything).not.toContain(member.email);
    expect(everything).not.toContain("Secretsurname");
    expect(everything).not.toContain("private bio text");

    await ask(t, { message: "Hi" });
    expect(ai.requests[1]?.body.messages[0]?.content).toContain("visitor");
  });

  it.each([
    ["a 500", { kind: "error", status: 500 }],
    ["an empty reply", { kind: "empty" }],
    ["a malformed chunk", { kind: "malformed" }],
    ["no answer before the timeout", { kind: "slow", delayMs: TIMEOUT_MS * 4 }],
  ] as const)("answers from the keyword rules after %s, streamed and whole", async (_, behaviour) => {
    ai.behave(behaviour);
    const started = Date.now();
    const streamed = await ask(t, { message: "Tips for better profile?" });
    expect(finalEvent(streamed.body)).toEqual({
      done: true,
      text: providerFallback("Tips for better profile?"),
      source: "fallback",
    });
    expect(deltas(streamed.body).join("")).toBe(providerFallback("Tips for better profile?"));
    const whole = await ask(t, { message: "Premium features?" }, { json: true });
    expect(whole.json().data).toMatchObject({ text: providerFallback("Premium features?"), source: "fallback" });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 1500);
  });

  it("keeps what was written when the stream stalls past the timeout, and says the connection failed", async () => {
    ai.behave({ kind: "stall-after", text: "Start with a shared" });
    const response = await ask(t, { message: "Dating advice for devs?" });
    const done = finalEvent(response.body);
    expect(done).toEqual({
      done: true,
      text: `Start with a shared\n\n${ASSISTANT_MESSAGES.failure}`,
      source: "ai",
    });
    expect(streamEvents(response.body).length).toBeGreaterThan(2);
  });

  it("never sends the key, the prompt or the provider's address to the browser", async () => {
    ai.behave({ kind: "error", status: 500 });
    const responses = [
      await ask(t, { message: "How does matching work?" }),
      await ask(t, { message: "How does matching work?" }, { json: true }),
      await ask(t, { message: "" }),
      await t.app.inject({ method: "GET", url: "/api/docs/json" }),
    ];
    for (const response of responses) {
      const seen = JSON.stringify(response.headers) + response.body;
      expect(seen).not.toContain(AI_KEY);
      expect(seen).not.toContain(ai.baseUrl.replace("/v1", ""));
      expect(seen).not.toContain("DevMatch Assistant, a friendly");
      expect(seen).not.toContain("provider exploded");
    }
  });
});

describe("POST /api/assistant/chat knows the mode it is asked about", () => {
  it("answers a Network question for networking, never for dating", async () => {
    ai.behave({ kind: "reply", text: "Look for someone whose role complements yours." });
    const response = await ask(t, { message: "How do I find a co-founder?", mode: "network" }, { json: true });
    expect(response.statusCode).toBe(200);
    const system = ai.requests[0]?.body.messages[0]?.content ?? "";
    expect(system).toContain("asked from Network mode");
    expect(system).toContain("never give dating advice here");
    expect(system).toContain("Free: 20 Network likes every day");
  });

  it("takes a question without a mode as one about Date, and refuses an unknown mode", async () => {
    ai.behave({ kind: "reply", text: "Be yourself." });
    await ask(t, { message: "Dating advice?" }, { json: true });
    expect(ai.requests[0]?.body.messages[0]?.content).toContain("about Date mode");
    const refused = await ask(t, { message: "Hi", mode: "friends" }, { json: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/mode/);
  });
});
