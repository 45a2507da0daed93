import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { STRONG_PASSWORD, uniqueEmail } from "../../test/factories.ts";
import { join, type ListeningTestApp, listeningTestApp, send } from "../../test/sockets.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (firstName: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/signup",
    headers: { origin: TEST_ORIGIN },
    payload: { firstName, lastName: "Lovelace", emailId: uniqueEmail("text"), password: STRONG_PASSWORD },
  });

describe("text fields", () => {
  it("refuse a NUL or other control character with a 400 naming the field, never a 500", async () => {
    const member = await neighbourhood(t).viewer();
    const bio = await member.client.put("/api/profile/update", {
      bio: "Shipping code\u0000 and chasing sunsets daily.",
    });
    expect(bio.statusCode).toBe(400);
    expect(bio.json().message).toMatch(/^bio: Bio contains characters that can't be used/);
    const city = await member.client.put("/api/profile/update", { city: "Pune\u001b[31m" });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toMatch(/^city:/);
    // Line breaks and tabs are writing, not control.
    const multiline = await member.client.put("/api/profile/update", {
      bio: "Line one of my bio.\n\tLine two, indented.",
    });
    expect(multiline.statusCode).toBe(200);
    const report = await member.client.post(`/api/user/report/${member.user.id}`, { reason: "spam\u0000" });
    expect(report.statusCode).toBe(400);
    expect(report.json().message).toMatch(/^reason:/);
  });

  it("refuse names of only invisible characters or with reordering marks, at sign-up and in the profile", async () => {
    for (const name of ["\u200b\u200b", "\u2060\ufeff", "Ada\u202egnp.exe", "\u2066Ada"]) {
      const response = await signUp(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().message).toMatch(/^firstName: First name/);
    }
    expect((await signUp("Zoë-Anne")).statusCode).toBe(201);
    const member = await neighbourhood(t).viewer();
    const renamed = await member.client.put("/api/profile/update", { firstName: "\u200d" });
    expect(renamed.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.firstName).toBe(member.user.firstName);
  });

  it("refuse a chat message holding a NUL byte, with nothing stored", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer();
    const b = await area.viewer();
    await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
    await b.client.post(`/api/match/swipe/${a.user.id}`, { action: "like" });
    const socket = await t.connectAs(a.email);
    expect(await join(socket, b.user.id)).toMatchObject({ ok: true });
    const answer = await send(socket, { targetUserId: b.user.id, text: "hi\u0000there", clientId: "nul-byte-1" });
    expect(answer).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringMatching(/^text:/) });
  });

  it("refuse a NUL in payment, push and assistant bodies with a 400 naming the field, never a 500", async () => {
    const { client } = await neighbourhood(t).viewer();
    const nul = "a\u0000b";
    const answers = {
      orderId: await client.post("/api/payment/verify", {
        orderId: nul,
        paymentId: "pay_1",
        signature: "0".repeat(64),
      }),
      paymentId: await client.post("/api/payment/verify", {
        orderId: "order_1",
        paymentId: nul,
        signature: "0".repeat(64),
      }),
      cardNumber: await client.post("/api/payment/sandbox/pay", { orderId: "order_1", cardNumber: nul }),
      endpoint: await client.post("/api/push/subscribe", {
        endpoint: `https://push.example/${nul}`,
        keys: { p256dh: "k", auth: "a" },
      }),
      "keys.p256dh": await client.post("/api/push/subscribe", {
        endpoint: "https://push.example/s",
        keys: { p256dh: nul, auth: "a" },
      }),
      message: await client.post("/api/assistant/chat", { message: nul }),
      "history.0.text": await client.post("/api/assistant/chat", {
        message: "hi",
        history: [{ text: nul, isBot: false }],
      }),
    };
    for (const [field, answer] of Object.entries(answers)) {
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().message, field).toMatch(new RegExp(`^${field.replace(".", "\\.")}:`));
    }
  });
});
