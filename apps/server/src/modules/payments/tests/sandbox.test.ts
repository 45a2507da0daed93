import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, payments, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import type { Client } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { addMonths } from "../membership.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buy(client: Client, membershipType: "gold" | "platinum", cardNumber = "4111 1111 1111 1111") {
  const order = await client.post("/api/payment/create", { membershipType });
  expect(order.statusCode).toBe(200);
  const { orderId } = order.json().data;
  const paid = await client.post("/api/payment/sandbox/pay", { orderId, cardNumber });
  return { order: order.json().data, paid };
}

async function buyAndVerify(client: Client, membershipType: "gold" | "platinum") {
  const { paid } = await buy(client, membershipType);
  const verified = await client.post("/api/payment/verify", paid.json().data);
  expect(verified.statusCode).toBe(200);
  return verified.json().data as { isPremium: boolean; membershipType: string; expiresAt: string };
}

const rowOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];

describe("buying through the test checkout", () => {
  it("makes the order from the plans table, grants Gold for 3 months on a good card, and emails a receipt", async () => {
    const member = await neighbourhood(t).viewer();
    const { order, paid } = await buy(member.client, "gold");
    expect(order).toMatchObject({
      provider: "sandbox",
      amount: 49_900,
      currency: "INR",
      notes: { membershipType: "gold" },
    });
    expect(paid.statusCode).toBe(200);
    const status = (await member.client.post("/api/payment/verify", paid.json().data)).json().data;
    expect(status).toMatchObject({ isPremium: true, membershipType: "gold" });
    const expected = addMonths(new Date(), 3).getTime();
    expect(Math.abs(new Date(status.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    const receipt = await t.mail.waitForMessage(member.email);
    expect(receipt.raw).toContain("DevMatch Gold");
    expect(receipt.raw).toContain(paid.json().data.paymentId);
  });

  it("refuses a declined card with the spec's words, and an unknown card as invalid, granting nothing", async () => {
    const member = await neighbourhood(t).viewer();
    const declined = await buy(member.client, "gold", "4000 0000 0000 0002");
    expect(declined.paid.statusCode).toBe(402);
    expect(declined.paid.json().code).toBe("PAYMENT_DECLINED");
    const invalid = await buy(member.client, "gold", "1234 5678 9012 3456");
    expect(invalid.paid.statusCode).toBe(400);
    expect((await rowOf(member.user.id))?.membershipType).toBeNull();
  });

  it("never takes the price, the plan or the status from the browser", async () => {
    const member = await neighbourhood(t).viewer();
    const priced = await member.client.post("/api/payment/create", { membershipType: "gold", amount: 100 });
    expect(priced.statusCode).toBe(400);
    const forged = await member.client.put("/api/profile/update", { isPremium: true, membershipType: "platinum" });
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(member.user.id))?.membershipType).toBeNull();
  });

  it("grants nothing for another member's order, a forged signature, or the same payment twice", async () => {
    const area = neighbourhood(t);
    const buyer = await area.viewer();
    const thief = await area.viewer();
    const { paid } = await buy(buyer.client, "platinum");
    const answer = paid.json().data;
    expect((await thief.client.post("/api/payment/verify", answer)).statusCode).toBe(404);
    const forged = { ...answer, signature: "0".repeat(64) };
    expect((await buyer.client.post("/api/payment/verify", forged)).statusCode).toBe(400);
    expect((await rowOf(buyer.user.id))?.membershipType).toBeNull();

    const first = (await buyer.client.post("/api/payment/verify", answer)).json().data;
    const again = (await buyer.client.post("/api/payment/verify", answer)).json().data;
    expect(again).toEqual(first);
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, buyer.user.id))).toHaveLength(1);
    expect((await rowOf(thief.user.id))?.membershipType).toBeNull();
  });

  it("extends from the current end when bought again, and an upgrade runs to the later of the two ends", async () => {
    const member = await neighbourhood(t).viewer();
    const first = await buyAndVerify(member.client, "gold");
    const renewed = await buyAndVerify(member.client, "gold");
    expect(new Date(renewed.expiresAt).getTime()).toBe(addMonths(new Date(first.expiresAt), 3).getTime());
    const upgraded = await buyAndVerify(member.client, "platinum");
    expect(upgraded.membershipType).toBe("platinum");
    // Gold ran 6 months from now; Platinum bought now also runs 6 months: the later of the two.
    expect(new Date(upgraded.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(renewed.expiresAt).getTime());
    const gold = await member.client.post("/api/payment/create", { membershipType: "gold" });
    expect(gold.statusCode).toBe(409);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(rows.filter((row) => row.status === "paid")).toHaveLength(3);
  });

  it("ends a membership at its end date with no job to run, and the member is Free again", async () => {
    const member = await neighbourhood(t).viewer();
    await buyAndVerify(member.client, "gold");
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.user.id));
    const status = await member.client.get("/api/premium/verify");
    expect(status.json()).toEqual({ data: { isPremium: false, membershipType: null, expiresAt: null } });
  });
});

describe("the all-free reading", () => {
  it("offers no checkout", async () => {
    const free = await createTestApp({ PRICING_MODE: "all-free" });
    try {
      const member = await neighbourhood(free).viewer();
      const order = await member.client.post("/api/payment/create", { membershipType: "gold" });
      expect(order.statusCode).toBe(409);
      expect(order.json().message).toMatch(/free/);
    } finally {
      await free.close();
    }
  });
});
