import { API_CLIENT_HEADER } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMember, createUser, signIn } from "../../test/factories.ts";
import { type ChatSocket, type ListeningTestApp, listeningTestApp } from "../../test/sockets.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

const open = (headers: Record<string, string>) => t.socketClient(headers);

const outcome = (socket: ChatSocket) =>
  new Promise<string>((resolve) => {
    socket.on("connect", () => resolve("connected"));
    socket.on("connect_error", (error) => resolve(`refused: ${error.message}`));
  });

const disconnected = (socket: ChatSocket) => new Promise<void>((resolve) => socket.on("disconnect", () => resolve()));

describe("socket handshake", () => {
  it("accepts a live session from the app's own origin", async () => {
    const { email } = await createMember(t);
    const { cookie } = await signIn(t, email);
    expect(await outcome(open({ cookie, origin: TEST_ORIGIN }))).toBe("connected");
  });

  it("refuses a member who has not finished onboarding", async () => {
    const { email } = await createUser(t);
    const { cookie } = await signIn(t, email);
    expect(await outcome(open({ cookie, origin: TEST_ORIGIN }))).toMatch(/^refused.*ONBOARDING_INCOMPLETE/);
  });

  it("refuses a missing or made-up session", async () => {
    expect(await outcome(open({ origin: TEST_ORIGIN }))).toMatch(/^refused/);
    expect(await outcome(open({ origin: TEST_ORIGIN, cookie: "devmatch_session=forged" }))).toMatch(/^refused/);
  });

  it("refuses another origin even with a valid session", async () => {
    const { email } = await createMember(t);
    const { cookie } = await signIn(t, email);
    expect(await outcome(open({ cookie, origin: "https://evil.example" }))).toMatch(/^refused/);
  });

  it("disconnects the session's sockets on sign-out", async () => {
    const { email } = await createMember(t);
    const { cookie } = await signIn(t, email);
    const socket = open({ cookie, origin: TEST_ORIGIN });
    expect(await outcome(socket)).toBe("connected");
    const gone = disconnected(socket);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, [API_CLIENT_HEADER]: "web" } });
    await gone;
    expect(socket.connected).toBe(false);
    expect(await outcome(open({ cookie, origin: TEST_ORIGIN }))).toMatch(/^refused/);
  });

  it("disconnects every socket of the user when the password is reset", async () => {
    const { email } = await createMember(t);
    const sessions = [await signIn(t, email), await signIn(t, email)];
    const userSockets = sessions.map(({ cookie }) => open({ cookie, origin: TEST_ORIGIN }));
    for (const socket of userSockets) expect(await outcome(socket)).toBe("connected");

    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { emailId: email } });
    const otp = await t.mail.waitForCode(email);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { emailId: email, otp, newPassword: "N3w!Password" },
    });
    expect(reset.statusCode).toBe(200);
    // Polled rather than awaited as events: a disconnect that lands early must not hang the test.
    await vi.waitFor(() => expect(userSockets.every((socket) => !socket.connected)).toBe(true), { timeout: 10_000 });
  });
});

describe("origin check on the handshake", () => {
  it("accepts same-origin polling requests, which browsers send without an Origin header", async () => {
    const { isOwnOrigin } = await import("../server.ts");
    expect(isOwnOrigin({ origin: TEST_ORIGIN }, TEST_ORIGIN)).toBe(true);
    expect(isOwnOrigin({ "sec-fetch-site": "same-origin" }, TEST_ORIGIN)).toBe(true);
    expect(isOwnOrigin({ origin: "https://evil.example" }, TEST_ORIGIN)).toBe(false);
    expect(isOwnOrigin({ "sec-fetch-site": "cross-site" }, TEST_ORIGIN)).toBe(false);
    expect(isOwnOrigin({}, TEST_ORIGIN)).toBe(false);
  });
});
