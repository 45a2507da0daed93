import { API_CLIENT_HEADER } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  "GET /api/auth/providers",
  "GET /api/auth/{provider}",
  "GET /api/stats/public",
  "GET /api/plans",
  "GET /api/push/key",
  "GET /api/notifications/unsubscribe",
  "POST /api/notifications/unsubscribe",
  "POST /api/assistant/chat",
];

const PARAMS: Record<string, string> = { provider: "github", status: "accepted", file: "x.webp" };

describe("who may call each route", () => {
  it("answers 401 to a visitor on every route not listed as public, before looking at the body", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const refused: string[] = [];
    const answered: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? crypto.randomUUID());
        const response = await t.app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers: { [API_CLIENT_HEADER]: "web", "content-type": "application/json" },
          ...(method === "get" ? {} : { payload: "{}" }),
        });
        (response.statusCode === 401 ? refused : answered).push(route);
      }
    }
    expect(answered.sort()).toEqual([...PUBLIC].sort());
    expect(refused.length).toBeGreaterThan(40);
  });
});
