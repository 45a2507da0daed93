import { API_CLIENT_HEADER, REMEMBER_ME_DAYS } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../db/schema.ts";
import { createUser, STRONG_PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/login", payload, remoteAddress });
const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: { cookie, [API_CLIENT_HEADER]: "web" } });

describe("POST /api/login", () => {
  it("signs in with a fresh opaque token each time, stored only as a hash", async () => {
    const { email } = await createUser(t, { onboardingCompleted: true });
    const first = await signIn(t, email);
    const second = await signIn(t, email);
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.response.json()).toMatchObject({
      requiresVerification: false,
      data: { emailId: email, onboardingCompleted: true },
    });
    expect((await me(first.cookie)).statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(200);

    const token = first.cookie.split("=")[1] ?? "";
    const stored = await t.db.select().from(sessions);
    expect(stored.some((session) => session.tokenHash === token)).toBe(false);
  });

  it("keeps a 'Remember me' session for 30 days and a plain one only for the browser session", async () => {
    const { email } = await createUser(t);
    const remembered = await login({ emailId: email, password: STRONG_PASSWORD, rememberMe: true });
    const cookie = remembered.cookies.find((c) => c.name === "devmatch_session");
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REMEMBER_ME_DAYS - 1);
    expect(days).toBeLessThanOrEqual(REMEMBER_ME_DAYS);

    const plain = await login({ emailId: email, password: STRONG_PASSWORD });
    expect(plain.cookies.find((c) => c.name === "devmatch_session")?.expires).toBeUndefined();
  });

  it("reports onboarding progress so the app can resume it", async () => {
    const { email } = await createUser(t, { onboardingStep: 3 });
    const response = await login({ emailId: email, password: STRONG_PASSWORD });
    expect(response.json().data).toMatchObject({ onboardingCompleted: false, onboardingStep: 3 });
  });

  it("answers a wrong password and an unknown email alike with 401", async () => {
    const { email } = await createUser(t);
    const wrongPassword = await login({ emailId: email, password: "Wrong!Passw0rd" });
    const unknown = await login({ emailId: uniqueEmail(), password: "Wrong!Passw0rd" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it("refuses an unverified account with requiresVerification and emails a new code", async () => {
    const { email } = await createUser(t, { isVerified: false });
    const response = await login({ emailId: email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", requiresVerification: true, emailId: email });
    expect(response.cookies).toHaveLength(0);
    expect(await t.mail.waitForCode(email)).toMatch(/^\d{6}$/);
  });

  it("slows an address down after 5 wrong passwords, waiting longer after each, even for the right password", async () => {
    const { email } = await createUser(t);
    const attacker = "198.51.100.7";
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await login({ emailId: email, password: `Wrong!Passw0rd${attempt}` }, attacker);
      expect(wrong.statusCode).toBe(401);
    }
    // The sixth failure is still answered, and from then on the address must wait between tries.
    expect((await login({ emailId: email, password: "Wrong!Passw0rd6" }, attacker)).statusCode).toBe(401);
    const slowed = await login({ emailId: email, password: STRONG_PASSWORD }, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.cookies).toHaveLength(0);
    expect(Number(slowed.headers["retry-after"])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await login({ emailId: email, password: "Wrong!Passw0rd7" }, attacker)).statusCode).toBe(401);
    expect(Number((await login({ emailId: email, password: STRONG_PASSWORD }, attacker)).headers["retry-after"])).toBe(
      2,
    );
    // Another account from the same address is not affected.
    const other = await createUser(t);
    expect((await login({ emailId: other.email, password: STRONG_PASSWORD }, attacker)).statusCode).toBe(200);
  });

  it("never locks the owner out: after an attacker's failures the owner still signs in from their own address", async () => {
    const { email } = await createUser(t, { onboardingCompleted: true });
    for (let attempt = 0; attempt < 12; attempt++) {
      await login({ emailId: email, password: `Wrong!Passw0rd${attempt}` }, `203.0.113.${attempt % 3}`);
    }
    const owner = await login({ emailId: email, password: STRONG_PASSWORD }, "192.0.2.44");
    expect(owner.statusCode).toBe(200);
    // An address that already failed for this account, while it is under attack, waits from then on.
    expect((await login({ emailId: email, password: STRONG_PASSWORD }, "203.0.113.1")).statusCode).toBe(429);
  });
});

describe("POST /api/logout", () => {
  it("deletes the session on the server, so the old cookie stops working", async () => {
    const { email, user } = await createUser(t);
    const { cookie } = await signIn(t, email);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, [API_CLIENT_HEADER]: "web" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "devmatch_session")?.value).toBe("");
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe("GET /api/session", () => {
  it("answers a visitor, a made-up token and an ended session with no member, not an error", async () => {
    const { email } = await createUser(t);
    const { cookie } = await signIn(t, email);
    const session = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/session", headers });
    const signedIn = await session({ cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ emailId: email });
    for (const answer of [await session(), await session({ cookie: "devmatch_session=made-up" })]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: null });
    }
    await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, [API_CLIENT_HEADER]: "web" } });
    expect((await session({ cookie })).json()).toEqual({ data: null });
  });
});

describe("GET /api/me", () => {
  it("answers 401 without a session or with a made-up token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
    expect((await me("devmatch_session=made-up")).statusCode).toBe(401);
  });

  it("refuses an expired session", async () => {
    const { email, user } = await createUser(t);
    const { cookie } = await signIn(t, email);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
