import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { STRONG_PASSWORD, uniqueEmail } from "../../test/factories.ts";
import { freshDatabase } from "../../test/fresh-database.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupBody = (emailId: string) => ({ firstName: "Eve", lastName: "X", emailId, password: STRONG_PASSWORD });

describe("cross-site request protection", () => {
  it.each([
    [{ origin: "https://evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "null" }],
  ])("refuses a state-changing request with %j and changes nothing", async (headers) => {
    const emailId = uniqueEmail("csrf");
    const response = await t.app.inject({ method: "POST", url: "/api/signup", payload: signupBody(emailId), headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("CROSS_SITE_REQUEST");
    expect(await t.db.select().from(users).where(eq(users.email, emailId))).toHaveLength(0);
  });

  it.each([[{ origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" }], [{}]])("accepts %j", async (headers) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: signupBody(uniqueEmail()),
      headers,
    });
    expect(response.statusCode).toBe(201);
  });

  it("lets cross-site reads of public data through", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/stats/public",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/api/no-such-route", "/api/me"])("are on %s", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-request-id"]).toBeTruthy();
  });
});

describe("service endpoints", () => {
  it("reports health once the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("publishes an OpenAPI document built from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const signup = document.paths["/api/signup"].post;
    expect(Object.keys(signup.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "emailId", "password"]),
    );
  });

  it("counts verified members and matches live for the landing page", async () => {
    // Its own database: other test files add members to the shared one while this counts.
    const databaseUrl = process.env.DATABASE_URL;
    const own = await createTestApp(databaseUrl ? { DATABASE_URL: await freshDatabase(databaseUrl, "stats") } : {});
    try {
      const before = (await own.app.inject({ method: "GET", url: "/api/stats/public" })).json().data;
      await own.db
        .insert(users)
        .values({ email: uniqueEmail(), passwordHash: "x", firstName: "A", lastName: "B", isVerified: true });
      await own.db
        .insert(users)
        .values({ email: uniqueEmail(), passwordHash: "x", firstName: "A", lastName: "B", isVerified: false });
      const after = (await own.app.inject({ method: "GET", url: "/api/stats/public" })).json().data;
      expect(after.members).toBe(before.members + 1);
      expect(after.matches).toBe(before.matches);
    } finally {
      await own.close();
    }
  });

  it("serves the plans table with the configured pricing mode", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/plans" });
    const { mode, plans } = response.json().data;
    expect(mode).toBe("tiered");
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual(["free", "gold", "platinum"]);
    expect(plans[0].entitlements.dailySwipes).toBe(50);
  });
});
