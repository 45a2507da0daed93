import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an old sign-in link to a provider this site has not set up", () => {
  it("comes back to sign-in saying the provider is not available here", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/github" });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(Object.fromEntries(location.searchParams)).toEqual({ oauthError: "not_configured", provider: "github" });
  });
});
