import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Answers that are not JSON: a download, an image, a recording, a redirect to a provider, a page for an email link. */
const NOT_JSON = [
  "GET /api/account/export/{token}",
  "GET /api/auth/{provider}",
  "GET /api/likes/{requestId}/blurred.webp",
  "GET /api/chat/photos/{file}",
  "GET /api/chat/voice/{voiceId}",
  "GET /api/notifications/unsubscribe",
  "GET /api/photos/{file}",
  "GET /api/voice-prompts/{voiceId}",
  // A selfie waiting for a moderator's review: an image.
  "GET /api/moderation/photo-verification/{reviewId}/selfie",
];

describe("response schemas", () => {
  it("describe what every route answers in JSON", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith("2"));
        if (!answers.some(([, answer]) => answer.content)) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // A new route without a response schema, or a described one losing it, fails here.
    expect(undescribed.sort()).toEqual([...NOT_JSON].sort());
  });

  it("still answer with a stored value an option list no longer holds, rather than failing", async () => {
    const member = await createMember(t, { profession: "Lighthouse Keeper", religion: "Pastafarian" });
    const { cookie, response } = await signIn(t, member.email);
    expect(response.json().data).toMatchObject({ profession: "Lighthouse Keeper", religion: "Pastafarian" });
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.profession).toBe("Lighthouse Keeper");
  });
});
