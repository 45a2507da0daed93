import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes, sessions, users } from "../../../db/schema.ts";
import { createToken, sha256 } from "../../../lib/crypto.ts";
import { uniqueEmail } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/**
 * Someone signs up with another person's email and a password of their own, and never verifies; later the
 * address's owner signs up too. Whatever the order, the first person's password must never open the account
 * the owner proves and builds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLANTED = "Pl4nted!Passw0rd";
const OWNERS = "0wner!Passw0rd";

const signUp = (emailId: string, password: string, firstName = "Grace") =>
  t.app.inject({ method: "POST", url: "/api/signup", payload: { firstName, lastName: "Hopper", emailId, password } });
const verify = (emailId: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/verify-otp", payload: { emailId, otp } });
const signIn = (emailId: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { emailId, password } });
/** The next code email to the address: the owner reads it, the planter never sees it. */
const nthCode = (email: string, count: number) => t.mail.waitForCode(email, count);

/** Time passes: the planted code expires and the address may be sent another code. */
async function later(email: string) {
  await t.db
    .update(emailCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailCodes.email, email));
  await t.limits.reset(`code-send:signup:${email}`);
}

describe("an account planted with someone else's email", () => {
  it("answers the planter's sign-in without a session, and the owner's later sign-up like any other", async () => {
    const email = uniqueEmail("victim");
    const planted = await signUp(email, PLANTED, "Mallory");
    expect(planted.statusCode).toBe(201);
    await nthCode(email, 1);
    const attempt = await signIn(email, PLANTED);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().code).toBe("EMAIL_NOT_VERIFIED");
    expect(attempt.cookies).toHaveLength(0);

    await later(email);
    const fresh = await signUp(uniqueEmail("fresh"), OWNERS);
    const owner = await signUp(email, OWNERS);
    expect(owner.statusCode).toBe(fresh.statusCode);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, _id: "id", emailId: "email", createdAt: "time", updatedAt: "time" },
    });
    expect(shape(owner.json())).toEqual(shape(fresh.json()));
  });

  it("gives the account the owner's password when the owner signs up later and verifies", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, PLANTED, "Mallory");
    await nthCode(email, 1);
    await later(email);

    await signUp(email, OWNERS);
    const verified = await verify(email, await nthCode(email, 2));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ emailId: email, isVerified: true });

    const planter = await signIn(email, PLANTED);
    expect(planter.statusCode).toBe(401);
    expect(planter.cookies).toHaveLength(0);
    expect((await signIn(email, OWNERS)).statusCode).toBe(200);
  });

  it("leaves no password to use when both claim the address while the planted code is still live", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, PLANTED, "Mallory");
    await nthCode(email, 1);
    await t.limits.reset(`code-send:signup:${email}`);

    await signUp(email, OWNERS);
    const verified = await verify(email, await nthCode(email, 2));
    expect(verified.statusCode).toBe(200);
    expect((await signIn(email, PLANTED)).statusCode).toBe(401);

    // The owner, signed in by the code, chooses a password through the inbox they just proved.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { emailId: email } })).statusCode,
    ).toBe(200);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { emailId: email, otp: await nthCode(email, 3), newPassword: OWNERS },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, OWNERS)).statusCode).toBe(200);
    expect((await signIn(email, PLANTED)).statusCode).toBe(401);
  });

  it("takes the planted password off the code the owner already got when the owner signs up within the minute", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, PLANTED, "Mallory");
    const planterCode = await nthCode(email, 1);
    // No second email within the minute: the owner enters the code already in their inbox.
    await signUp(email, OWNERS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messagesTo(email)).toHaveLength(1);
    expect((await verify(email, planterCode)).statusCode).toBe(200);
    expect((await signIn(email, PLANTED)).statusCode).toBe(401);
  });

  it("ends every other session of the account when its inbox is proven", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, PLANTED, "Mallory");
    const planterCode = await nthCode(email, 1);
    // However a session came to exist before the proof (none should), it does not outlive it.
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    const token = createToken();
    await t.db.insert(sessions).values({
      userId: account?.id as string,
      tokenHash: sha256(token),
      persistent: true,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const early = { cookie: `devmatch_session=${token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: early })).statusCode).toBe(200);
    expect((await verify(email, planterCode)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: early })).statusCode).toBe(401);
  });

  it("keeps the password of a person who signs up twice with the same one", async () => {
    const email = uniqueEmail("twice");
    await signUp(email, OWNERS);
    await nthCode(email, 1);
    await t.limits.reset(`code-send:signup:${email}`);
    await signUp(email, OWNERS);
    expect((await verify(email, await nthCode(email, 2))).statusCode).toBe(200);
    expect((await signIn(email, OWNERS)).statusCode).toBe(200);
  });

  it("never lets a resend or a sign-in give the code the planter's password", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, PLANTED, "Mallory");
    await nthCode(email, 1);
    await later(email);
    await signUp(email, OWNERS);
    await nthCode(email, 2);
    // The planter asks for more codes for the owner's inbox, by resending and by signing in.
    await t.limits.reset(`code-send:signup:${email}`);
    expect((await signIn(email, PLANTED)).statusCode).toBe(403);
    const viaSignIn = await nthCode(email, 3);
    await t.limits.reset(`code-send:signup:${email}`);
    const resend = await t.app.inject({ method: "POST", url: "/api/resend-otp", payload: { emailId: email } });
    expect(resend.statusCode).toBe(200);
    const viaResend = await nthCode(email, 4);
    expect(viaSignIn).toMatch(/^\d{6}$/);
    expect((await verify(email, viaResend)).statusCode).toBe(200);
    expect((await signIn(email, PLANTED)).statusCode).toBe(401);
    expect((await signIn(email, OWNERS)).statusCode).toBe(200);
  });
});
