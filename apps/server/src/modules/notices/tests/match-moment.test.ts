import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { type ListeningTestApp, listeningTestApp, nextEvent } from "../../../test/sockets.ts";
import { awayChannel } from "../service.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

describe("who is told of a match outside the app", () => {
  it("is decided in one rule: online members see it in the app; the away get a push, else an email", () => {
    const away = { online: false, pushSubscriptions: 0, emailsOn: true };
    expect(awayChannel({ kind: "match", ...away })).toBe("email");
    expect(awayChannel({ kind: "match", ...away, online: true })).toBe("none");
    expect(awayChannel({ kind: "match", ...away, pushSubscriptions: 2 })).toBe("push");
    expect(awayChannel({ kind: "match", ...away, online: true, pushSubscriptions: 2 })).toBe("none");
    expect(awayChannel({ kind: "match", ...away, emailsOn: false })).toBe("none");
    expect(awayChannel({ kind: "superlike", ...away })).toBe("email");
    expect(awayChannel({ kind: "message", ...away })).toBe("none");
    // A ringing call reaches a closed app by push only: it is over before an email would be read.
    expect(awayChannel({ kind: "call", ...away, pushSubscriptions: 1 })).toBe("push");
    expect(awayChannel({ kind: "call", ...away })).toBe("none");
    expect(awayChannel({ kind: "call", ...away, online: true, pushSubscriptions: 1 })).toBe("none");
  });

  it("emails no one about a match they saw in the app: neither the swiper nor a partner who was online", async () => {
    const area = neighbourhood(t);
    const signedIn = async (firstName: string) => {
      const created = await area.member({ firstName });
      const { cookie } = await signIn(t, created.email);
      return { ...created, cookie, client: as(t, cookie) };
    };
    const grace = await signedIn("Grace");
    const linus = await signedIn("Linus");
    const ada = await signedIn("Ada");
    await grace.client.post(`/api/match/swipe/${linus.user.id}`, { action: "like" });
    await grace.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" });

    // Grace is in the app when Linus likes her back: she sees the match live, and neither gets an email.
    const socket = await t.openSocket(grace.cookie);
    const live = nextEvent(socket, "notification", (event) => event.type === "match");
    const made = await linus.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    expect(made.json().data.matchId).toEqual(expect.any(String));
    expect(await live).toMatchObject({ type: "match", fromUserId: linus.user.id, firstName: "Linus" });

    // She leaves the app; Ada's like back reaches her by email, the first and only one she gets.
    socket.close();
    for (let attempt = 0; (await t.app.ctx.realtime.onlineAmong([grace.user.id])).size > 0; attempt++) {
      if (attempt > 100) throw new Error("Grace never went offline");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await ada.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    const mail = await t.mail.waitForMessage(grace.email);
    expect(mail.raw).toContain("You matched with Ada");
    expect(t.mail.messagesTo(grace.email)).toHaveLength(1);
    // The members who made the matches by swiping saw them on their screen: no email for them.
    expect(t.mail.messagesTo(linus.email)).toHaveLength(0);
    expect(t.mail.messagesTo(ada.email)).toHaveLength(0);
  });
});
