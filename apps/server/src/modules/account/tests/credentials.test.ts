import { MESSAGES } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createUser, STRONG_PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
import { readableMail } from "../../../test/mail-sink.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "An0ther!Passw0rd";

describe("POST /api/account/password", () => {
  it("needs the current password, then ends every other session but this one", async () => {
    const { email } = await createUser(t);
    const here = as(t, (await signIn(t, email)).cookie);
    const elsewhere = as(t, (await signIn(t, email)).cookie);

    const wrong = await here.post("/api/account/password", { currentPassword: "nope", newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(wrong.json()).toMatchObject({
      message: MESSAGES.account.wrongPassword,
      details: [{ field: "currentPassword", message: MESSAGES.account.wrongPassword }],
    });
    const weak = await here.post("/api/account/password", { currentPassword: STRONG_PASSWORD, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(200);

    const changed = await here.post("/api/account/password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get("/api/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
    await expect(signIn(t, email, STRONG_PASSWORD)).rejects.toThrow();
    await signIn(t, email, NEW_PASSWORD);
  });
});

describe("POST /api/account/email", () => {
  const undoToken = async (oldEmail: string, count = 1) => {
    const mail = readableMail((await t.mail.waitForMessage(oldEmail, count)).raw);
    expect(mail).toContain("Your DevMatch email was changed");
    const token = mail.match(/\/undo-email-change#token=([\w-]+)/)?.[1];
    if (!token) throw new Error("no undo link in the email");
    return token;
  };

  it("needs the current password, ends the other sessions and tells the old address, whose link undoes it", async () => {
    const { email } = await createUser(t);
    const here = as(t, (await signIn(t, email)).cookie);
    const elsewhere = as(t, (await signIn(t, email)).cookie);
    const newEmail = uniqueEmail("moved");
    // A session alone is not enough to move the account.
    const withoutPassword = await here.post("/api/account/email", { newEmail });
    expect(withoutPassword.statusCode).toBe(400);
    const wrongPassword = await here.post("/api/account/email", { newEmail, currentPassword: "Wr0ng!Password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({
      message: MESSAGES.account.wrongPassword,
      details: [{ field: "currentPassword", message: MESSAGES.account.wrongPassword }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.messagesTo(newEmail)).toHaveLength(0);

    const asked = await here.post("/api/account/email", { newEmail, currentPassword: STRONG_PASSWORD });
    expect(asked.statusCode).toBe(200);
    const code = await t.mail.waitForCode(newEmail);
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await here.post("/api/account/email/confirm", { otp: wrongCode })).statusCode).toBe(400);
    expect((await here.get("/api/me")).json().data.emailId).toBe(email);

    expect((await here.post("/api/account/email/confirm", { otp: code })).statusCode).toBe(200);
    expect((await here.get("/api/me")).json().data.emailId).toBe(newEmail);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
    await signIn(t, newEmail);
    await expect(signIn(t, email)).rejects.toThrow();

    // The old address's owner takes the account back: every session ends and the password must be chosen again.
    const token = await undoToken(email);
    const undone = await t.app.inject({ method: "POST", url: "/api/account/email/undo", payload: { token } });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toContain(email);
    expect((await here.get("/api/me")).statusCode).toBe(401);
    await expect(signIn(t, newEmail)).rejects.toThrow();
    await expect(signIn(t, email)).rejects.toThrow();
    const again = await t.app.inject({ method: "POST", url: "/api/account/email/undo", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_CODE");
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/account/email/undo",
      payload: { token: "x".repeat(43) },
    });
    expect(forged.statusCode).toBe(400);

    const reset = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { emailId: email } });
    expect(reset.statusCode).toBe(200);
    const resetCode = await t.mail.waitForCode(email, 2);
    const chosen = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { emailId: email, otp: resetCode, newPassword: NEW_PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    await signIn(t, email, NEW_PASSWORD);
  });

  it("needs a code sent to the current address when the account has no password", async () => {
    const { email, user } = await createUser(t);
    const member = as(t, (await signIn(t, email)).cookie);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const newEmail = uniqueEmail("moved");
    const guessed = await member.post("/api/account/email", { newEmail, currentPassword: STRONG_PASSWORD });
    expect(guessed.statusCode).toBe(401);
    expect((await member.post("/api/account/email", { newEmail, otp: "123456" })).statusCode).toBe(400);

    expect((await member.post("/api/account/email/code")).statusCode).toBe(200);
    const proof = readableMail((await t.mail.waitForMessage(email)).raw);
    expect(proof).toContain("Your DevMatch code to change your email");
    const asked = await member.post("/api/account/email", { newEmail, otp: await t.mail.waitForCode(email) });
    expect(asked.statusCode).toBe(200);
    expect(
      (await member.post("/api/account/email/confirm", { otp: await t.mail.waitForCode(newEmail) })).statusCode,
    ).toBe(200);
    expect((await member.get("/api/me")).json().data.emailId).toBe(newEmail);
    expect(await undoToken(email, 2)).toMatch(/^[\w-]{43}$/);
  });

  it("refuses an address another account holds, on confirmation", async () => {
    const { email } = await createUser(t);
    const other = await createUser(t);
    const member = as(t, (await signIn(t, email)).cookie);
    const asked = await member.post("/api/account/email", { newEmail: other.email, currentPassword: STRONG_PASSWORD });
    expect(asked.statusCode).toBe(200);
    const code = await t.mail.waitForCode(other.email);
    const taken = await member.post("/api/account/email/confirm", { otp: code });
    expect(taken.statusCode).toBe(409);
    expect((await member.get("/api/me")).json().data.emailId).toBe(email);
  });
});

describe("/api/account/notifications", () => {
  it("reads and saves the member's own choices", async () => {
    const { email } = await createUser(t);
    const member = as(t, (await signIn(t, email)).cookie);
    expect((await member.get("/api/account/notifications")).json().data).toEqual({
      matches: true,
      messages: true,
      superLikes: true,
      email: true,
    });
    const choices = { matches: true, messages: false, superLikes: false, email: false };
    expect((await member.put("/api/account/notifications", choices)).json().data).toEqual(choices);
    expect((await member.get("/api/account/notifications")).json().data).toEqual(choices);
    const bad = await member.put("/api/account/notifications", { ...choices, messages: "off" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("messages");
  });
});
