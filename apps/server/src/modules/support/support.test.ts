import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportRequests, users } from "../../db/schema.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = { subject: "Can't upload a photo", message: "The upload spins forever on my phone." };

describe("POST /api/support", () => {
  it("stores a request, marks a paying member's as priority, and emails that it arrived", async () => {
    const area = neighbourhood(t);
    const free = await area.viewer();
    const gold = await area.viewer();
    await t.db
      .update(users)
      .set({ membershipType: "gold", membershipExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, gold.user.id));
    expect((await free.client.post("/api/support", request)).json().data).toEqual({ priority: false });
    expect((await gold.client.post("/api/support", request)).statusCode).toBe(201);
    const [stored] = await t.db.select().from(supportRequests).where(eq(supportRequests.userId, gold.user.id));
    expect(stored).toMatchObject({ ...request, priority: true });
    expect((await t.mail.waitForMessage(gold.email)).raw).toContain("We received your message");
  });

  it("refuses an empty or anonymous request", async () => {
    const member = await neighbourhood(t).viewer();
    const empty = await member.client.post("/api/support", { subject: "", message: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^subject:/);
    expect((await t.app.inject({ method: "POST", url: "/api/support", payload: request })).statusCode).toBe(401);
  });
});

describe("POST /api/support/contact", () => {
  // Counters outlive a run when they are kept in Redis: each run writes from addresses of its own.
  const someAddress = () => `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  const flooder = someAddress();
  const contact = (payload: object, remoteAddress = flooder) =>
    t.app.inject({ method: "POST", url: "/api/support/contact", payload, remoteAddress });

  it("takes a request from a visitor with the address to answer, and mails nobody", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const answer = await contact({ ...request, email }, someAddress());
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toMatch(/answer at the address you gave/);
    const [stored] = await t.db.select().from(supportRequests).where(eq(supportRequests.contactEmail, email));
    expect(stored).toMatchObject({ ...request, userId: null, priority: false });
    expect(t.mail.messagesTo(email)).toHaveLength(0);
  });

  it("refuses a request without a valid address, and a flood from one address", async () => {
    const noAddress = await contact({ ...request, email: "not an address" }, someAddress());
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toMatch(/^email:/);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await contact({ ...request, email: "a@example.com" })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
