import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { EMBEDDED_ANSWERS_ELEMENT_ID } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos } from "../../db/schema.ts";
import { type AiServer, startAiServer } from "../../test/ai-server.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const FEED_SHELL = `<!doctype html><html><head><title>DevMatch</title>${"<!-- the screen's chunks -->".repeat(40)}</head><body><div id="root"></div></body></html>`;

/**
 * A built web app whose feed shell asks the server for the deck's first page inside it, and My Profile's for the
 * session and the tips, as the build writes them; a chat's shell is listed but was not written.
 */
function webBuildWithShells() {
  const dist = mkdtempSync(path.join(tmpdir(), "devmatch-web-"));
  const files: Record<string, string> = {
    "index.html": "<div id='root'></div>",
    "app.html": "<div id='root'></div>",
    "shells/feed.html": FEED_SHELL,
    "shells/profile.html": FEED_SHELL,
    "shells/index.json": JSON.stringify([
      { path: "/app/feed", file: "shells/feed.html", embeds: ["/api/feed"] },
      { path: "/app/profile", file: "shells/profile.html", embeds: ["/api/session", "/api/profile/tips"] },
      { path: "/app/chat/:targetUserId", file: "shells/chat.html", embeds: ["/api/session"] },
    ]),
  };
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), contents);
  }
  return dist;
}

let t: TestApp;
let slowAi: TestApp;
let ai: AiServer;
beforeAll(async () => {
  const webDist = webBuildWithShells();
  // A provider that answers after a minute, and an app that would wait for it as long.
  ai = await startAiServer({ kind: "slow", delayMs: 60_000 });
  [t, slowAi] = await Promise.all([
    createTestApp({}, { webDist }),
    createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: "sk-local-test", AI_TIMEOUT_MS: "60000" }, { webDist }),
  ]);
});
afterAll(async () => {
  await ai.close();
  await Promise.all([t.close(), slowAi.close()]);
});

const openFeed = (cookie: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url: "/app/feed",
    headers: { cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });

/** What the page carries, read as the browser's parser would: the script element's text, as JSON. */
function embeddedAnswers(html: string) {
  const open = `<script type="application/json" id="${EMBEDDED_ANSWERS_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const text = html.slice(start + open.length, html.indexOf("</script>", start));
  return JSON.parse(text) as Record<string, { status: number; body: { data?: { _id: string }[]; code?: string } }>;
}

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1]);

describe("the feed's page, opened with a session", () => {
  it("carries the member's first deck page, as the API gives it, and asks for the top card's photo first", async () => {
    const area = neighbourhood(t);
    const viewer = await area.member();
    const shown = await area.member({ firstName: "Noor" });
    const [photo] = await t.db
      .insert(photos)
      .values({ userId: shown.user.id, position: 0, width: 40, height: 40 })
      .returning();
    const { cookie } = await signIn(t, viewer.email);

    const page = await openFeed(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.vary).toMatch(/cookie/i);

    const answers = embeddedAnswers(page.body);
    const api = await t.app.inject({ method: "GET", url: "/api/feed", headers: { cookie } });
    expect(answers["/api/feed"]?.status).toBe(200);
    expect(answers["/api/feed"]?.body.data).toEqual(api.json().data);
    expect(answers["/api/feed"]?.body.data?.[0]?._id).toBe(shown.user.id);
    expect(imagePreloads(page.body)).toEqual([`/api/photos/${photo?.id}.webp`]);
    // The rest of the page is the build's own.
    expect(page.body.startsWith("<!doctype html><html><head><title>DevMatch</title>")).toBe(true);
    expect(page.body.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it("cannot be broken out of by what a member writes on their profile", async () => {
    const area = neighbourhood(t);
    const viewer = await area.member();
    const bio = '</script><script>window.taken = true</script><!-- & "quoted" \u2028 $` $& $\'';
    await area.member({ bio });
    const { cookie } = await signIn(t, viewer.email);

    const html = (await openFeed(cookie)).body;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [card] = embeddedAnswers(html)["/api/feed"]?.body.data ?? [];
    expect(card).toMatchObject({ bio });
  });

  it("carries the refusal a member with an unfinished profile would get, and no photo", async () => {
    const area = neighbourhood(t);
    const viewer = await area.member({ onboardingCompleted: false });
    await area.member();
    const { cookie } = await signIn(t, viewer.email);

    const html = (await openFeed(cookie)).body;
    const answer = embeddedAnswers(html)["/api/feed"];
    expect(answer?.status).toBe(400);
    expect(answer?.body.code).toBe("PROFILE_INCOMPLETE");
    expect(imagePreloads(html)).toEqual([]);
  });

  it("carries only a refusal for a cookie that is no session, never anyone's deck", async () => {
    const html = (await openFeed("devmatch_session=forged-or-expired")).body;
    const answer = embeddedAnswers(html)["/api/feed"];
    expect(answer?.status).toBe(401);
    expect(answer?.body.data).toBeUndefined();
    expect(imagePreloads(html)).toEqual([]);
  });

  it("is compressed for a browser that takes it", async () => {
    const area = neighbourhood(t);
    const viewer = await area.member();
    await Promise.all([area.member(), area.member(), area.member()]);
    const { cookie } = await signIn(t, viewer.email);

    const refusesBrotli = await openFeed(cookie, "br;q=0, gzip");
    expect(refusesBrotli.headers["content-encoding"]).toBe("gzip");
    expect(embeddedAnswers(gunzipSync(refusesBrotli.rawPayload).toString())["/api/feed"]?.status).toBe(200);

    const page = await openFeed(cookie, "br, gzip");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(embeddedAnswers(html)["/api/feed"]?.body.data).toHaveLength(3);
  });
});

describe("a member screen's page", () => {
  it("goes out without an answer that is slow to come, which the screen then asks for itself", async () => {
    const member = await createMember(slowAi);
    const { cookie } = await signIn(slowAi, member.email);

    const page = await slowAi.app.inject({ method: "GET", url: "/app/profile", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const answers = embeddedAnswers(page.body);
    expect(answers["/api/profile/tips"]).toBeUndefined();
    expect(answers["/api/session"]?.status).toBe(200);
  });

  it("is the app shell when the build did not write the screen's shell", async () => {
    const member = await createMember(t);
    const { cookie } = await signIn(t, member.email);
    const chat = await t.app.inject({ method: "GET", url: `/app/chat/${member.user.id}`, headers: { cookie } });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toBe("<div id='root'></div>");
  });
});
