import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, STRONG_PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
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
    expect(wrong.json().message).toContain("currentPassword");
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
  it("changes the email only with the code sent to the new address", async () => {
    const { email } = await createUser(t);
    const member = as(t, (await signIn(t, email)).cookie);
    const newEmail = uniqueEmail("moved");
    expect((await member.post("/api/account/email", { newEmail })).statusCode).toBe(200);
    const code = await t.mail.waitForCode(newEmail);
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await member.post("/api/account/email/confirm", { otp: wrongCode })).statusCode).toBe(400);
    expect((await member.get("/api/me")).json().data.emailId).toBe(email);

    expect((await member.post("/api/account/email/confirm", { otp: code })).statusCode).toBe(200);
    expect((await member.get("/api/me")).json().data.emailId).toBe(newEmail);
    await signIn(t, newEmail);
    await expect(signIn(t, email)).rejects.toThrow();
  });

  it("refuses an address another account holds, on confirmation", async () => {
    const { email } = await createUser(t);
    const other = await createUser(t);
    const member = as(t, (await signIn(t, email)).cookie);
    expect((await member.post("/api/account/email", { newEmail: other.email })).statusCode).toBe(200);
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
