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

const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/signup", payload: payload as object, headers });

const validSignup = (emailId = uniqueEmail("signup")) => ({
  firstName: "Grace",
  lastName: "Hopper",
  emailId,
  password: STRONG_PASSWORD,
});

describe("POST /api/signup", () => {
  it("creates an unverified account, emails a 6-digit code and never returns the code or the hash", async () => {
    const body = validSignup();
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.data).toMatchObject({
      emailId: body.emailId,
      firstName: "Grace",
      isVerified: false,
      onboardingCompleted: false,
    });
    expect(response.body).not.toMatch(/password/i);
    expect(response.cookies).toHaveLength(0);

    const code = await t.mail.waitForCode(body.emailId);
    expect(code).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(code);

    const [stored] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, body.emailId));
    expect(stored?.codeHash).toBeDefined();
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.purpose).toBe("signup");
  });

  it("puts only the letters of a member-chosen name into the code email, so it cannot carry a link", async () => {
    const body = { ...validSignup(), firstName: "Claim prize at evil.example/win" };
    expect((await signup(body)).statusCode).toBe(201);
    const mail = await t.mail.waitForMessage(body.emailId);
    expect(mail.raw).toContain("Hi Claim prize at evilexamplewin,");
    expect(mail.raw).not.toContain("evil.example");
  });

  it("hashes the password with argon2id at OWASP's minimum cost or more", async () => {
    const body = validSignup();
    await signup(body);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.emailId));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it("stores the email lower-cased and keeps one account for the same email in another case", async () => {
    const email = uniqueEmail("case");
    expect((await signup(validSignup(email.toUpperCase()))).statusCode).toBe(201);
    // A second sign-up answers like the first (sign-up never reveals who has an account), and adds nothing.
    const again = await signup(validSignup(email));
    expect(again.statusCode).toBe(201);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("answers a sign-up for a taken email exactly as a new one, tells the owner, and changes nothing", async () => {
    const owner = validSignup(uniqueEmail("owner"));
    await signup(owner);
    await t.db.update(users).set({ isVerified: true }).where(eq(users.email, owner.emailId));
    const [before] = await t.db.select().from(users).where(eq(users.email, owner.emailId));

    const fresh = await signup({ ...validSignup(uniqueEmail("fresh")), firstName: "Eve", lastName: "Spy" });
    const taken = await signup({ ...validSignup(owner.emailId), firstName: "Eve", lastName: "Spy" });
    expect(taken.statusCode).toBe(fresh.statusCode);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, _id: "id", emailId: "email", createdAt: "time", updatedAt: "time" },
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const notice = await t.mail.waitForMessage(owner.emailId, 2);
    expect(notice.raw).toContain("Someone tried to sign up with your email");
    const [after] = await t.db.select().from(users).where(eq(users.email, owner.emailId));
    expect(after).toEqual(before);
  });

  it.each([
    [{ password: "Sh0rt!" }, "password", "Password must be at least 8 characters long"],
    [{ password: "alllower1!" }, "password", "Password must contain at least one uppercase letter"],
    [{ password: "ALLUPPER1!" }, "password", "Password must contain at least one lowercase letter"],
    [{ password: "NoNumbers!" }, "password", "Password must contain at least one number"],
    [{ password: "NoSpecial1" }, "password", "Password must contain at least one special character"],
    [{ emailId: "not-an-email" }, "emailId", "Enter a valid email address"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "x".repeat(51) }, "lastName", "Last name must be at most 50 characters"],
    [{ firstName: 42 }, "firstName", "First name is required"],
  ])("refuses %j with a message naming %s", async (override, field, message) => {
    const body = { ...validSignup(), ...override };
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message: `${field}: ${message}` });
    if (typeof body.emailId === "string") {
      expect(await t.db.select().from(users).where(eq(users.email, body.emailId.toLowerCase()))).toHaveLength(0);
    }
  });

  it("refuses a missing field by name", async () => {
    const { password: _password, ...withoutPassword } = validSignup();
    const response = await signup(withoutPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("password: Password is required");
  });

  it("refuses unknown fields instead of storing them (no mass assignment)", async () => {
    const body = { ...validSignup(), isVerified: true, onboardingCompleted: true, membershipType: "platinum" };
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/isVerified/);
    expect(await t.db.select().from(users).where(eq(users.email, body.emailId))).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and 413 for a huge body, never 500", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { "content-type": "application/json" },
      payload: '{"firstName": "Ada",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid JSON/);

    const huge = await signup({ ...validSignup(), firstName: "a".repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");

    const wrongType = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { "content-type": "text/plain" },
      payload: "hi",
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it("lets 30 people behind one address sign up in an hour, then answers 429 with Retry-After", async () => {
    const office = { "x-forwarded-for": "ignored" };
    const limited = await createTestApp();
    try {
      const attempts = Array.from({ length: 30 }, () =>
        limited.app.inject({ method: "POST", url: "/api/signup", payload: validSignup(), headers: office }),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
      expect(statuses.every((status) => status === 201)).toBe(true);
      const blocked = await limited.app.inject({
        method: "POST",
        url: "/api/signup",
        payload: validSignup(),
        headers: office,
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
