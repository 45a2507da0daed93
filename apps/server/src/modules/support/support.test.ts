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
