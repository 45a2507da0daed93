import { API_CLIENT_HEADER } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { join, type ListeningTestApp, nextEvent, send, twoServers } from "../../../test/sockets.ts";

/**
 * Two servers behind one database and one Redis, as in a scaled-out deployment: members connected to different
 * servers must behave as if on one.
 */
let one: ListeningTestApp;
let two: ListeningTestApp;
beforeAll(async () => {
  [one, two] = await twoServers();
});
afterAll(async () => {
  await two.close();
  await one.close();
});

async function pairAcrossServers() {
  const area = neighbourhood(one);
  const a = await area.viewer({ firstName: "Ada" });
  const b = await area.viewer({ firstName: "Brian" });
  await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
  await b.client.post(`/api/match/swipe/${a.user.id}`, { action: "like" });
  const aCookie = (await signIn(one, a.email)).cookie;
  const bCookie = (await signIn(two, b.email)).cookie;
  const aSocket = await one.openSocket(aCookie);
  const bSocket = await two.openSocket(bCookie);
  return { a: { ...a, cookie: aCookie, socket: aSocket }, b: { ...b, cookie: bCookie, socket: bSocket } };
}

describe("two servers sharing PostgreSQL and Redis", () => {
  it("deliver messages and typing across servers", async () => {
    const { a, b } = await pairAcrossServers();
    expect(await join(a.socket, b.user.id)).toMatchObject({ ok: true });
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true });
    const received = nextEvent(b.socket, "messageReceived");
    await send(a.socket, { targetUserId: b.user.id, text: "Across the wire", clientId: `multi-${Date.now()}` });
    expect(await received).toMatchObject({ text: "Across the wire", senderId: { _id: a.user.id } });

    const typing = nextEvent(a.socket, "userTyping");
    b.socket.emit("typing", { targetUserId: a.user.id, isTyping: true });
    expect(await typing).toEqual({ userId: b.user.id, isTyping: true });
  });

  it("share presence across servers", async () => {
    const { a, b } = await pairAcrossServers();
    expect(
      (await two.app.inject({ method: "GET", url: `/api/user/${a.user.id}`, headers: { cookie: b.cookie } })).json()
        .data.isOnline,
    ).toBe(true);
    const offline = nextEvent(
      b.socket,
      "userOnlineStatus",
      (status) => status.userId === a.user.id && !status.isOnline,
    );
    a.socket.disconnect();
    await offline;
    expect(
      (await two.app.inject({ method: "GET", url: `/api/user/${a.user.id}`, headers: { cookie: b.cookie } })).json()
        .data.isOnline,
    ).toBe(false);
  });

  it("close the chat on the other server when one member blocks", async () => {
    const { a, b } = await pairAcrossServers();
    const closed = nextEvent(a.socket, "chatClosed");
    const blocked = await two.app.inject({
      method: "POST",
      url: `/api/user/block/${a.user.id}`,
      headers: { cookie: b.cookie, [API_CLIENT_HEADER]: "web" },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await closed).toEqual({ userId: b.user.id });
    expect(
      await send(a.socket, { targetUserId: b.user.id, text: "still there?", clientId: `multi-${Date.now()}-2` }),
    ).toMatchObject({ ok: false });
  });

  it("disconnect a member's sockets on every server when they sign out", async () => {
    const { a } = await pairAcrossServers();
    const gone = new Promise((resolve) => a.socket.once("disconnect", resolve));
    await two.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: a.cookie, [API_CLIENT_HEADER]: "web" },
    });
    await gone;
    expect(a.socket.connected).toBe(false);
  });
});
