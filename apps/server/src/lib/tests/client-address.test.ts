import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../../test/factories.ts";
import { createTestApp } from "../../test/test-app.ts";

/**
 * Rate limits count per client address. A client writes its own `X-Forwarded-For`, so only what the configured
 * proxies add is believed: a forged header never moves a client to a fresh counter.
 */
const signUp = (app: Awaited<ReturnType<typeof createTestApp>>["app"], remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: "POST",
    url: "/api/signup",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
    payload: {
      firstName: "Eve",
      lastName: "Forger",
      emailId: `${randomUUID()}@example.test`,
      password: STRONG_PASSWORD,
    },
  });

const forged = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe.each([
  ["no proxy trusted", {}, "192.0.2.10", () => forged()],
  ["the proxy's address", { TRUST_PROXY: "127.0.0.1" }, "127.0.0.1", () => `${forged()}, 192.0.2.10`],
  ["a range of proxies", { TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }, "10.1.2.3", () => `${forged()}, 192.0.2.10`],
  ["one proxy hop", { TRUST_PROXY: "1" }, "10.1.2.3", () => `${forged()}, 192.0.2.10`],
] as const)("with %s", (_name, env, proxy, header) => {
  it("keeps counting the same client whatever X-Forwarded-For it forges", async () => {
    const t = await createTestApp({ ...env, RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: "2" });
    try {
      expect((await signUp(t.app, proxy, header())).statusCode).toBe(201);
      expect((await signUp(t.app, proxy, header())).statusCode).toBe(201);
      const third = await signUp(t.app, proxy, header());
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe("with the proxy's address", () => {
  it("still tells apart the clients the proxy names", async () => {
    const t = await createTestApp({ TRUST_PROXY: "127.0.0.1", RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: "1" });
    try {
      expect((await signUp(t.app, "127.0.0.1", "192.0.2.21")).statusCode).toBe(201);
      expect((await signUp(t.app, "127.0.0.1", "192.0.2.22")).statusCode).toBe(201);
      expect((await signUp(t.app, "127.0.0.1", "192.0.2.21")).statusCode).toBe(429);
      // A client reaching the app directly is not a proxy: its header is not believed.
      expect((await signUp(t.app, "192.0.2.23", "192.0.2.99")).statusCode).toBe(201);
      expect((await signUp(t.app, "192.0.2.23", "192.0.2.98")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
