import { API_CLIENT_HEADER } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The routes a visitor may call; every other one is for signed-in members. */
const PUBLIC = [
  "GET /api/health",
  "GET /api/health/ready",
  "POST /api/signup",
  "POST /api/login",
  "POST /api/verify-otp",
  "POST /api/resend-otp",
  "POST /api/forgot-password",
  "POST /api/resend-forgot-password-otp",
  "POST /api/verify-forgot-password-otp",
  "POST /api/reset-password",
  "POST /api/logout",
  "POST /api/account/email/undo",
  "POST /api/appeals",
  "GET /api/auth/providers",
  "GET /api/auth/{provider}",
  "GET /api/stats/public",
  "GET /api/plans",
  "GET /api/session",
  "POST /api/support/contact",
  "GET /api/prompts",
  "GET /api/push/key",
  "GET /api/notifications/unsubscribe",
  "POST /api/notifications/unsubscribe",
  "POST /api/assistant/chat",
];

const PARAMS: Record<string, string> = { provider: "github", status: "accepted", file: "x.webp" };

/** Every route's method, path and an address to call it at, from the API's own description. */
async function allRoutes() {
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as "GET",
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? crypto.randomUUID()),
    })),
  );
}

describe("who may call each route", () => {
  it("answers 401 to a visitor on every route not listed as public, before looking at the body", async () => {
    const refused: string[] = [];
    const answered: string[] = [];
    for (const { route, method, url } of await allRoutes()) {
      const response = await t.app.inject({
        method,
        url,
        headers: { [API_CLIENT_HEADER]: "web", "content-type": "application/json" },
        ...(method === "GET" ? {} : { payload: "{}" }),
      });
      (response.statusCode === 401 ? refused : answered).push(route);
    }
    expect(answered.sort()).toEqual([...PUBLIC].sort());
    expect(refused.length).toBeGreaterThan(40);
  });

  it("answers 403 to a member who is not a moderator on every moderation route, before looking at the body", async () => {
    const { email } = await createMember(t);
    const { cookie } = await signIn(t, email);
    const console = (await allRoutes()).filter(({ route }) => route.includes(" /api/moderation/"));
    expect(console.length).toBeGreaterThanOrEqual(10);
    for (const { route, method, url } of console) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie, [API_CLIENT_HEADER]: "web", "content-type": "application/json" },
        ...(method === "GET" ? {} : { payload: "{}" }),
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json().code, route).toBe("FORBIDDEN");
    }
  });
});
