import { MESSAGES, OTP_MAX_ATTEMPTS } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, STRONG_PASSWORD } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/**
 * Limits per account and purpose, which hold however many addresses the guesses come from and however many
 * codes are asked for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: "6" });
});
afterAll(() => t.close());

let address = 0;
/** Each request from another address, as a botnet would send them. */
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `203.0.113.${++address % 250}` });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** A minute passes, so the address may be sent another code. */
const aMinuteLater = (purpose: string, email: string) => t.limits.reset(`code-send:${purpose}:${email}`);

describe("guessing a reset code", () => {
  it("stops at 20 checks a day for the email, across resends and addresses, even for the right code", async () => {
    const { email } = await createUser(t);
    let checks = 0;
    for (let sent = 1; checks < 20; sent++) {
      if (sent > 1) await aMinuteLater("reset", email);
      expect((await post("/api/forgot-password", { emailId: email })).statusCode).toBe(200);
      const code = await t.mail.waitForCode(email, sent);
      for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS && checks < 20; attempt++, checks++) {
        const guess = await post("/api/verify-forgot-password-otp", { emailId: email, otp: wrong(code) });
        expect(guess.statusCode).toBe(400);
      }
    }
    // A new code has fresh tries of its own, but the day's checks for this email are spent.
    await aMinuteLater("reset", email);
    expect((await post("/api/forgot-password", { emailId: email })).statusCode).toBe(200);
    const code = await t.mail.waitForCode(email, 5);
    const right = await post("/api/reset-password", { emailId: email, otp: code, newPassword: "N3w!Passw0rdX" });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(3600);
    // Another purpose of the same email keeps its own count.
    const signup = await post("/api/verify-otp", { emailId: email, otp: "123456" });
    expect(signup.statusCode).toBe(400);
  });

  it("sends at most 10 codes a day for one email and purpose, from any address", async () => {
    const { email } = await createUser(t);
    for (let sent = 1; sent <= 10; sent++) {
      await aMinuteLater("reset", email);
      expect((await post("/api/forgot-password", { emailId: email })).statusCode).toBe(200);
    }
    await aMinuteLater("reset", email);
    const eleventh = await post("/api/forgot-password", { emailId: email });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(3600);
    await t.mail.waitForMessage(email, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messagesTo(email)).toHaveLength(10);
  });
});

describe("guessing a password from many addresses", () => {
  it("pauses password sign-in for the account after the day's failures, until its owner resets it", async () => {
    const { email } = await createUser(t);
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await post("/api/login", { emailId: email, password: `Wr0ng!Guess${attempt}` })).statusCode).toBe(401);
    }
    const owner = await post("/api/login", { emailId: email, password: STRONG_PASSWORD });
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toBe(MESSAGES.login.accountPaused);
    expect(owner.cookies).toHaveLength(0);

    expect((await post("/api/forgot-password", { emailId: email })).statusCode).toBe(200);
    const code = await t.mail.waitForCode(email);
    const newPassword = "N3w!Passw0rdX";
    expect((await post("/api/reset-password", { emailId: email, otp: code, newPassword })).statusCode).toBe(200);
    expect((await post("/api/login", { emailId: email, password: newPassword })).statusCode).toBe(200);
  });
});
