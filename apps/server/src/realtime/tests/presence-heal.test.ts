import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../test/discovery.ts";
import { signIn } from "../../test/factories.ts";
import { type ListeningTestApp, nextEvent, twoServers } from "../../test/sockets.ts";

/**
 * A server that stops without cleaning up (as after SIGKILL, a crash or a lost machine) leaves its members'
 * sockets in the shared presence; they must lapse by themselves and the members' matches be told.
 */
let one: ListeningTestApp;
let two: ListeningTestApp;
beforeAll(async () => {
  [one, two] = await twoServers({ PRESENCE_TTL_SECONDS: "2" });
});
afterAll(async () => {
  // Server two is stopped by the test itself.
  for (const socket of two.sockets) socket.close();
  await one.close();
});

describe("presence after a server dies", () => {
  it("heals within the time to live, and the member's matches are told", async () => {
    const area = neighbourhood(one);
    const ada = await area.viewer({ firstName: "Ada" });
    const brian = await area.viewer({ firstName: "Brian" });
    await ada.client.post(`/api/match/swipe/${brian.user.id}`, { action: "like" });
    await brian.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" });
    const brianCookie = (await signIn(one, brian.email)).cookie;
    const brianSocket = await one.openSocket(brianCookie);
    const online = nextEvent(brianSocket, "userOnlineStatus", (status) => status.userId === ada.user.id);
    await two.connectAs(ada.email);
    expect(await online).toMatchObject({ isOnline: true });

    // Server two goes away; its shutdown path is the one that skips presence, as a killed process would.
    const offline = nextEvent(
      brianSocket,
      "userOnlineStatus",
      (status) => status.userId === ada.user.id && !status.isOnline,
      20_000,
    );
    const stopped = Date.now();
    await two.app.close();
    const told = await offline;
    // The time to live plus a sweep, with room for a busy machine; without expiry it would never come.
    expect(Date.now() - stopped).toBeLessThan(20_000);
    expect(told.lastSeen).toEqual(expect.any(String));
    const profile = await one.app.inject({
      method: "GET",
      url: `/api/user/${ada.user.id}`,
      headers: { cookie: brianCookie },
    });
    expect(profile.json().data.isOnline).toBe(false);
  });
});
