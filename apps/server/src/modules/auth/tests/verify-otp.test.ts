import { OTP_MAX_ATTEMPTS } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes, users } from "../../../db/schema.ts";
import { STRONG_PASSWORD, uniqueEmail } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp() {
  const emailId = uniqueEmail("verify");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/signup",
    payload: { firstName: "Linus", lastName: "T", emailId, password: STRONG_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { emailId, code: await t.mail.waitForCode(emailId) };
}

const verify = (emailId: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/verify-otp", payload: { emailId, otp } });
const resend = (emailId: string) => t.app.inject({ method: "POST", url: "/api/resend-otp", payload: { emailId } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/verify-otp", () => {
  it("verifies the email and starts a browser session that needs onboarding", async () => {
    const { emailId, code } = await signUp();
    const response = await verify(emailId, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requiresOnboarding: true, data: { emailId, isVerified: true } });

    const cookie = response.cookies.find((c) => c.name === "devmatch_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(Buffer.from(cookie?.value ?? "", "base64url").length).toBeGreaterThanOrEqual(16);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `devmatch_session=${cookie?.value}` },
    });
    expect(me.json().data.emailId).toBe(emailId);
  });

  it("accepts a code only once", async () => {
    const { emailId, code } = await signUp();
    expect((await verify(emailId, code)).statusCode).toBe(200);
    const again = await verify(emailId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_CODE");
  });

  it(`kills the code after ${OTP_MAX_ATTEMPTS} wrong tries, even for the right code afterwards`, async () => {
    const { emailId, code } = await signUp();
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      expect((await verify(emailId, wrongCode(code))).json().code).toBe("INVALID_CODE");
    }
    expect((await verify(emailId, wrongCode(code))).json().code).toBe("CODE_LOCKED");
    const right = await verify(emailId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe("CODE_LOCKED");
    const [user] = await t.db.select().from(users).where(eq(users.email, emailId));
    expect(user?.isVerified).toBe(false);
  });

  it("refuses an expired code", async () => {
    const { emailId, code } = await signUp();
    await t.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, emailId));
    expect((await verify(emailId, code)).json().code).toBe("INVALID_CODE");
  });

  it("binds the code to its email", async () => {
    const first = await signUp();
    const second = await signUp();
    expect((await verify(second.emailId, first.code)).statusCode).toBe(400);
  });

  it("refuses a code that is not 6 digits with the spec's message", async () => {
    const response = await verify(uniqueEmail(), "12ab");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("otp: Please enter a valid 6-digit OTP");
  });
});

describe("POST /api/resend-otp", () => {
  it("allows one code a minute per email and answers 429 with Retry-After inside it", async () => {
    const { emailId } = await signUp();
    const tooSoon = await resend(emailId);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("kills the previous code when a new one is sent", async () => {
    const { emailId, code: oldCode } = await signUp();
    // Codes are random: one in a million repeats, so resend until the new code differs from the old one.
    let sent = 1;
    let newCode = oldCode;
    while (newCode === oldCode) {
      await t.limits.reset(`code-send:signup:${emailId}`);
      expect((await resend(emailId)).statusCode).toBe(200);
      sent += 1;
      newCode = await t.mail.waitForCode(emailId, sent);
    }
    expect((await verify(emailId, oldCode)).statusCode).toBe(400);
    expect((await verify(emailId, newCode)).statusCode).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const response = await resend(unknown);
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.messagesTo(unknown)).toHaveLength(0);
  });
});
