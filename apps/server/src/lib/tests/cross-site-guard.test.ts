import { connect } from "node:net";
import { API_CLIENT_HEADER } from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../../db/schema.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { signIn } from "../../test/factories.ts";
import { jpegWithGps, multipart } from "../../test/images.ts";
import { type ListeningTestApp, listeningTestApp } from "../../test/sockets.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

/** Writes the request line exactly as given, as a raw client (or a proxy) can, and returns the status code. */
function rawRequest(target: string, headers: Record<string, string>, body = "{}") {
  const url = new URL(t.url);
  return new Promise<number>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const lines = [
      `POST ${target} HTTP/1.1`,
      `Host: ${url.host}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("end", () => resolve(Number(answer.split(" ")[1])));
    socket.on("error", reject);
  });
}

const spellings = [
  "/%61pi/user/block/{id}",
  "/api/user/%62lock/{id}",
  "//api/user/block/{id}",
  "/API/user/block/{id}",
  "/api/user/block/{id}?x=1",
  `${TEST_ORIGIN}/api/user/block/{id}`,
  "http://evil.example/api/user/block/{id}",
];
const foreignOrigins = ["https://evil.example", "http://localhost:3001", "http://sub.localhost:3000"];

describe("the cross-site guard", () => {
  it.each(foreignOrigins)(
    "refuses every spelling of a state-changing path from %s, and nothing changes",
    async (origin) => {
      const area = neighbourhood(t);
      const victim = await area.viewer();
      const target = await area.member();
      const { cookie } = await signIn(t, victim.email);
      for (const spelling of spellings) {
        const status = await rawRequest(spelling.replace("{id}", target.user.id), { Origin: origin, Cookie: cookie });
        expect(status, spelling).toBe(403);
      }
      const stored = await t.db
        .select()
        .from(blocks)
        .where(and(eq(blocks.blockerId, victim.user.id), eq(blocks.blockedId, target.user.id)));
      expect(stored).toHaveLength(0);
    },
  );

  it("lets the app's own page through, and the decoded spelling reaches the same route", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer();
    const target = await area.member();
    const { cookie } = await signIn(t, member.email);
    const status = await rawRequest(`/%61pi/user/block/${target.user.id}`, { Origin: TEST_ORIGIN, Cookie: cookie });
    expect(status).toBe(200);
  });

  it("refuses a request without a body, or with a form, that lacks the client header, even from the app's origin", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer();
    const { cookie } = await signIn(t, member.email);
    const headers = { cookie, origin: TEST_ORIGIN };

    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers })).statusCode).toBe(200);

    const form = multipart("photo", await jpegWithGps());
    const upload = await t.app.inject({
      method: "POST",
      url: "/%61pi/profile/upload-photo",
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(upload.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers })).json().data.photos).toEqual([]);

    const withHeader = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { ...headers, [API_CLIENT_HEADER]: "web" },
    });
    expect(withHeader.statusCode).toBe(200);
  });
});
