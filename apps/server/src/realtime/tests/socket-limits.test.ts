import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../test/discovery.ts";
import { join, type ListeningTestApp, listeningTestApp } from "../../test/sockets.ts";
import { createSocketGuard, REFUSAL_MEMORY_MS, SOCKET_EVENT_LIMITS } from "../socket-guard.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

async function connected(member: { email: string }) {
  return t.connectAs(member.email);
}

describe("socket event limits", () => {
  it("passes on at most the typing budget, however many notices a socket sends", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer();
    const b = await area.viewer();
    await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
    await b.client.post(`/api/match/swipe/${a.user.id}`, { action: "like" });
    const [aSocket, bSocket] = [await connected(a), await connected(b)];
    expect(await join(aSocket, b.user.id)).toMatchObject({ ok: true });
    expect(await join(bSocket, a.user.id)).toMatchObject({ ok: true });
    let received = 0;
    bSocket.on("userTyping", () => {
      received += 1;
    });
    for (let index = 0; index < 200; index++)
      aSocket.emit("typing", { targetUserId: b.user.id, isTyping: index % 2 === 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received).toBe(SOCKET_EVENT_LIMITS.typing.count);
  });

  it("refuses joins past the budget, and chats that are not the member's from memory", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer();
    const stranger = await area.member();
    const socket = await connected(a);
    const answers = [];
    for (let index = 0; index < SOCKET_EVENT_LIMITS.joinChat.count + 3; index++)
      answers.push(((await join(socket, stranger.user.id)) as { code: string }).code);
    expect(answers.slice(0, SOCKET_EVENT_LIMITS.joinChat.count)).toEqual(
      Array(SOCKET_EVENT_LIMITS.joinChat.count).fill("NOT_FOUND"),
    );
    expect(answers.slice(SOCKET_EVENT_LIMITS.joinChat.count)).toEqual(["RATE_LIMITED", "RATE_LIMITED", "RATE_LIMITED"]);
  });
});

describe("a socket's guard", () => {
  it("remembers a refused chat for a while, then asks again", () => {
    let time = 0;
    const guard = createSocketGuard(() => time);
    guard.rememberRefusal("someone");
    expect(guard.wasRefused("someone")).toBe(true);
    time += REFUSAL_MEMORY_MS;
    expect(guard.wasRefused("someone")).toBe(false);
  });

  it("budgets each kind of event separately, per window", () => {
    let time = 0;
    const guard = createSocketGuard(() => time);
    for (let index = 0; index < SOCKET_EVENT_LIMITS.typing.count; index++) expect(guard.allow("typing")).toBe(true);
    expect(guard.allow("typing")).toBe(false);
    expect(guard.allow("markRead")).toBe(true);
    time += SOCKET_EVENT_LIMITS.typing.windowMs;
    expect(guard.allow("typing")).toBe(true);
  });
});
