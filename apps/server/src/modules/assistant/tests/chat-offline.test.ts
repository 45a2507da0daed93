import { PLANS } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, signIn } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { ask, finalEvent } from "./helpers.ts";

let t: TestApp;
let allFree: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ASSISTANT_PER_HOUR: "3" });
  allFree = await createTestApp({ PRICING_MODE: "all-free" });
});
afterAll(async () => {
  await t.close();
  await allFree.close();
});

let address = 0;
/** Each question from its own address, so the per-address limit only counts where a test means it to. */
const nextIp = () => `10.1.0.${++address}`;
const answer = async (app: TestApp, message: string) =>
  (await ask(app, { message }, { json: true, ip: nextIp() })).json().data;

describe("the assistant without an AI provider", () => {
  it("answers each topic from its keyword rule", async () => {
    expect((await answer(t, "How does matching work?")).text).toContain("compatibility");
    expect((await answer(t, "Tips for better profile?")).text).toContain("at least 50 characters");
    expect((await answer(t, "Dating advice for devs?")).text).toContain("side project");
    expect((await answer(t, "I need help")).text).toContain("I can help with");
    const generic = await answer(t, "What is the weather like?");
    expect(generic).toMatchObject({ isBot: true, source: "fallback" });
    expect(generic.text.length).toBeGreaterThan(20);
  });

  it("renders the pricing answer from the plans table, in either pricing reading", async () => {
    const tiered = (await answer(t, "Premium features?")).text as string;
    expect(tiered).toContain(`₹${PLANS.gold.priceInr} for ${PLANS.gold.durationMonths} months`);
    expect(tiered).toContain(`₹${PLANS.platinum.priceInr} for ${PLANS.platinum.durationMonths} months`);
    expect(tiered).toContain(`${PLANS.free.entitlements.dailySwipes} likes a day (passing is free)`);
    expect(tiered).toContain(`${PLANS.platinum.entitlements.dailySuperLikes} super likes a day`);
    const free = (await answer(allFree, "How much does it cost?")).text as string;
    expect(free).toContain("completely free");
    expect(free).toContain("unlimited swipes");
    expect(free).not.toContain("₹");
  });

  it("streams the fallback answer the same way", async () => {
    const response = await ask(t, { message: "How does matching work?" }, { ip: nextIp() });
    expect(response.headers["content-type"]).toContain("text/event-stream");
    expect(finalEvent(response.body)).toMatchObject({ done: true, source: "fallback" });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases = [
      { message: "   " },
      { message: "x".repeat(1001) },
      { message: "hi", history: Array.from({ length: 11 }, () => ({ text: "a", isBot: false })) },
      { history: [] },
    ];
    for (const payload of cases) {
      const response = await ask(t, payload, { json: true, ip: nextIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/message|history/);
    }
  });

  it("limits visitors by address and members by account", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await ask(t, { message: "hi" }, { json: true, ip })).statusCode).toBe(200);
    const limited = await ask(t, { message: "hi" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().code).toBe("RATE_LIMITED");
    // Another address is not held back by this one.
    expect((await ask(t, { message: "hi" }, { json: true, ip: nextIp() })).statusCode).toBe(200);

    const member = await createMember(t);
    const { cookie } = await signIn(t, member.email);
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(t, { message: "hi" }, { json: true, cookie, ip: nextIp() })).statusCode).toBe(200);
    }
    // A member's count follows the account, whichever address they ask from.
    expect((await ask(t, { message: "hi" }, { json: true, cookie, ip: nextIp() })).statusCode).toBe(429);
  });
});
