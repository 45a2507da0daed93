import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../test/discovery.ts";
import { signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** A built web app as the build lays it out, each file beside its Brotli and gzip copies. */
function fakeWebBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), "devmatch-web-"));
  const files: Record<string, string> = {
    "index.html": `<div id="root"><h1>Pre-rendered landing</h1></div>${" ".repeat(2000)}`,
    "app.html": '<div id="splash"></div><div id="root"></div>',
    "pages/login.html": '<div id="root"><h2>Welcome Back</h2></div>',
    "assets/entry-abc123.js": `console.log("entry");${"\n".repeat(3000)}`,
    "shells/feed.html": '<head><link rel="modulepreload" href="/assets/feed.js"></head><div id="root"></div>',
    "shells/chat.html": '<head><link rel="modulepreload" href="/assets/chat.js"></head><div id="root"></div>',
    "shells/index.json": JSON.stringify([
      { path: "/app/feed", file: "shells/feed.html", embeds: ["/api/session"] },
      {
        path: "/app/chat/:targetUserId",
        file: "shells/chat.html",
        embeds: ["/api/session", "/api/chat/:targetUserId?limit=30", "/api/chat/:targetUserId/calls"],
      },
    ]),
  };
  for (const [name, contents] of Object.entries(files)) {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
    writeFileSync(`${file}.br`, brotliCompressSync(contents));
    writeFileSync(`${file}.gz`, gzipSync(contents));
  }
  return { dist, files };
}

let t: TestApp;
let web: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  web = fakeWebBuild();
  t = await createTestApp({}, { webDist: web.dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe("static files", () => {
  it("sends the build's Brotli copy to a browser that takes it, the gzip copy to one that takes only gzip", async () => {
    const brotli = await get("/assets/entry-abc123.js", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(web.files["assets/entry-abc123.js"]);
    expect(brotli.headers["cache-control"]).toContain("immutable");

    const gzip = await get("/assets/entry-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(web.files["assets/entry-abc123.js"]);
  });

  it("sends the plain file, still marked as varying, to a client that asks for no encoding", async () => {
    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(web.files["assets/entry-abc123.js"]);
  });
});

describe("pages", () => {
  it("answers the landing page and sign-in with their pre-rendered HTML, compressed", async () => {
    const landing = await get("/", "br");
    expect(landing.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain("<h1>Pre-rendered landing</h1>");
    const login = await get("/login", "gzip");
    expect(gunzipSync(login.rawPayload).toString()).toContain("<h2>Welcome Back</h2>");
    expect(login.headers["cache-control"]).toBe("no-cache");
  });

  it("answers every other page address with the app shell, and never an API address", async () => {
    for (const url of ["/app/feed", "/verify-otp?email=a", "/app/chat/someone", "/contact", "/login/../signup"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(web.files["app.html"]);
    }
    // An address with no screen gets the shell (which draws the 404 page) with the status that says so.
    for (const url of ["/no-such-page", "/app/no-such-screen", "/pages/login", "/app/chat/a/b"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(web.files["app.html"]);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    const api = await get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

/** The addresses of the answers a page carries (`embedded-answers.test.ts` tests what they hold). */
function embeddedAddresses(html: string) {
  const match = /<script type="application\/json" id="embedded-answers">(.*?)<\/script>/.exec(html);
  return match ? Object.keys(JSON.parse(match[1] ?? "{}")) : undefined;
}

describe("member screens' shells", () => {
  const cookie = "devmatch_session=anything";

  it("answer a request with a session at a member screen's address, as that screen's shell with its answers", async () => {
    const feed = await get("/app/feed", "br", cookie);
    const html = brotliDecompressSync(feed.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" href="/assets/feed.js">');
    expect(embeddedAddresses(html)).toEqual(["/api/session"]);
    expect(feed.headers.vary).toMatch(/cookie/i);
    expect(feed.headers.vary).toMatch(/accept-encoding/i);
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    expect((await get("/app/chat/7d1f3c52-3f7e-4d8e-9a41-0f6f1c1b2a10", undefined, cookie)).body).toContain(
      '<link rel="modulepreload" href="/assets/chat.js">',
    );
    for (const url of ["/app/chat", "/app/chat/a/b", "/app/feedx", "/app/settings"]) {
      expect((await get(url, undefined, cookie)).body, url).toBe(web.files["app.html"]);
    }
  });

  it("carry a chat's newest page and call settings, for the member in the address", async () => {
    const id = "7d1f3c52-3f7e-4d8e-9a41-0f6f1c1b2a10";
    const chat = await get(`/app/chat/${id}`, undefined, cookie);
    expect(embeddedAddresses(chat.body)).toEqual(["/api/session", `/api/chat/${id}?limit=30`, `/api/chat/${id}/calls`]);
    expect(chat.headers.link).toBeUndefined();
  });

  it("put nothing but a plain id from the address into an answer's address", async () => {
    expect(embeddedAddresses((await get("/app/chat/a%3Eb", undefined, cookie)).body)).toEqual(["/api/session"]);
    for (const segment of ["a%3E%3B%20rel%3Dstylesheet", "x%0D%0ASet-Cookie:a=b", "%2E%2E", "a".repeat(65)]) {
      const chat = await get(`/app/chat/${segment}`, undefined, cookie);
      expect(chat.statusCode, segment).toBe(200);
      const chatAnswers = (embeddedAddresses(chat.body) ?? []).filter((url) => url.startsWith("/api/chat"));
      expect(chatAnswers, segment).toEqual([]);
    }
  });

  it("never answer a visitor without a session, whose screen's first answers would be refusals", async () => {
    const feed = await get("/app/feed");
    expect(feed.body).toBe(web.files["app.html"]);
    expect(feed.headers.vary).toMatch(/cookie/i);
  });
});

describe("API responses", () => {
  it("are compressed on the fly above the threshold, the feed's pre-written JSON included", async () => {
    const area = neighbourhood(t);
    const viewer = await area.member();
    await Promise.all([area.member(), area.member(), area.member(), area.member()]);
    const { cookie } = await signIn(t, viewer.email);

    const plain = await get("/api/feed", undefined, cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toHaveLength(4);
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await get("/api/feed", "br, gzip", cookie);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const docs = await get("/api/docs/json", "gzip");
    expect(docs.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString())).toHaveProperty("openapi");
  });

  it("leaves small answers as they are", async () => {
    const health = await get("/api/health", "br, gzip");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});
