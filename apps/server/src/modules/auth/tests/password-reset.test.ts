import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createUser, signIn, uniqueEmail } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "N3w!Password";
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

async function requestCode(email: string) {
  expect((await post("/api/forgot-password", { emailId: email })).statusCode).toBe(200);
  return t.mail.waitForCode(email);
}

describe("password reset", () => {
  it("answers identically for known and unknown emails, and only emails the real account", async () => {
    const { email } = await createUser(t);
    const unknown = uniqueEmail("ghost");
    const known = await post("/api/forgot-password", { emailId: email });
    const ghost = await post("/api/forgot-password", { emailId: unknown });
    expect(known.statusCode).toBe(ghost.statusCode);
    expect(known.body).toBe(ghost.body);
    await t.mail.waitForCode(email);
    expect(t.mail.messagesTo(unknown)).toHaveLength(0);

    // The one-a-minute rule holds for both, so it cannot tell them apart either.
    const knownAgain = await post("/api/resend-forgot-password-otp", { emailId: email });
    const ghostAgain = await post("/api/resend-forgot-password-otp", { emailId: unknown });
    expect(knownAgain.statusCode).toBe(429);
    expect(ghostAgain.statusCode).toBe(429);
    expect(knownAgain.json().message).toBe(ghostAgain.json().message);
  });

  it("checks the code without using it up, then changes the password and ends every session", async () => {
    const { email } = await createUser(t);
    const phone = await signIn(t, email);
    const laptop = await signIn(t, email);
    const code = await requestCode(email);

    expect((await post("/api/verify-forgot-password-otp", { emailId: email, otp: code })).statusCode).toBe(200);
    const reset = await post("/api/reset-password", { emailId: email, otp: code, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    for (const { cookie } of [phone, laptop]) {
      expect((await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await post("/api/login", { emailId: email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post("/api/login", { emailId: email, password: "Str0ng!Passw0rd" })).statusCode).toBe(401);
    // The code was used up.
    expect(
      (await post("/api/reset-password", { emailId: email, otp: code, newPassword: "An0ther!Pass" })).statusCode,
    ).toBe(400);
  });

  it("never changes a password without a valid code", async () => {
    const { email, user } = await createUser(t);
    const withoutCode = await post("/api/reset-password", { emailId: email, newPassword: NEW_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toMatch(/^otp:/);
    const guessed = await post("/api/reset-password", { emailId: email, otp: "000000", newPassword: NEW_PASSWORD });
    expect(guessed.statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(user.passwordHash);
    // The spec's unauthenticated password change does not exist here.
    expect((await post("/api/fix-password", { emailId: email, newPassword: NEW_PASSWORD })).statusCode).toBe(404);
  });

  it("keeps sign-up and reset codes apart", async () => {
    const { email } = await createUser(t, { isVerified: false });
    const resetCode = await requestCode(email);
    expect((await post("/api/verify-otp", { emailId: email, otp: resetCode })).statusCode).toBe(400);
  });

  it("applies the password rules to the new password", async () => {
    const { email } = await createUser(t);
    const code = await requestCode(email);
    const weak = await post("/api/reset-password", { emailId: email, otp: code, newPassword: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("newPassword: Password must contain at least one uppercase letter");
    // A refused request does not burn the code.
    expect(
      (await post("/api/reset-password", { emailId: email, otp: code, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("verifies an unverified email, since the code proves the inbox", async () => {
    const { email, user } = await createUser(t, { isVerified: false });
    const code = await requestCode(email);
    await post("/api/reset-password", { emailId: email, otp: code, newPassword: NEW_PASSWORD });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.isVerified).toBe(true);
  });
});
