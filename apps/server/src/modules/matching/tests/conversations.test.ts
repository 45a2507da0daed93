import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../../db/pairs.ts";
import { blocks, matches, messages } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function match(a: string, b: string, madeMinutesAgo: number) {
  const [row] = await t.db
    .insert(matches)
    .values({ ...orderedPair(a, b), createdAt: minutesAgo(madeMinutesAgo) })
    .returning();
  if (!row) throw new Error("no match");
  return row.id;
}

async function say(matchId: string, senderId: string, text: string, sentMinutesAgo: number, read = false) {
  await t.db.insert(messages).values({
    matchId,
    senderId,
    text,
    clientId: crypto.randomUUID(),
    createdAt: minutesAgo(sentMinutesAgo),
    readAt: read ? new Date() : null,
  });
}

describe("GET /api/user/connections as a conversations list", () => {
  it("puts the newest activity first, with the last message, who sent it and what waits unread", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer({ firstName: "Me" });
    const chatty = await area.viewer({ firstName: "Chatty" });
    const quiet = await area.member({ firstName: "Quiet" });
    const fresh = await area.member({ firstName: "Fresh" });
    const blocked = await area.member({ firstName: "Blocked" });
    const quietMatch = await match(me.user.id, quiet.user.id, 300);
    const chattyMatch = await match(me.user.id, chatty.user.id, 200);
    await match(me.user.id, fresh.user.id, 30);
    const blockedMatch = await match(me.user.id, blocked.user.id, 20);
    await say(quietMatch, me.user.id, "Anyone there?", 240);
    await say(chattyMatch, chatty.user.id, "Hi!", 12, true);
    await say(chattyMatch, chatty.user.id, "Rust or Go?", 6);
    await say(chattyMatch, chatty.user.id, "Both?", 5);
    await say(blockedMatch, blocked.user.id, "hello", 1);
    await t.db.insert(blocks).values({ blockerId: blocked.user.id, blockedId: me.user.id });

    const list = (await me.client.get("/api/user/connections")).json().data;
    expect(list.map((item: { firstName: string }) => item.firstName)).toEqual(["Chatty", "Fresh", "Quiet"]);
    const [first, second, third] = list;
    expect(first).toMatchObject({
      lastMessage: { text: "Both?", fromMe: false },
      unreadCount: 2,
      isOnline: false,
    });
    expect(second).toMatchObject({ lastMessage: null, unreadCount: 0 });
    expect(third).toMatchObject({ lastMessage: { text: "Anyone there?", fromMe: true }, unreadCount: 0 });

    // The other side sees the same conversation from their end.
    const theirs = (await chatty.client.get("/api/user/connections")).json().data;
    expect(theirs[0]).toMatchObject({ firstName: "Me", lastMessage: { text: "Both?", fromMe: true }, unreadCount: 0 });
  });

  it("puts the conversations waiting for the member's answer first, marked Your turn with since when", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer({ firstName: "Me" });
    const waiting = await area.viewer({ firstName: "Waiting" });
    const old = await area.member({ firstName: "Old" });
    const answered = await area.member({ firstName: "Answered" });
    const fresh = await area.member({ firstName: "Fresh" });
    const waitingMatch = await match(me.user.id, waiting.user.id, 300);
    const oldMatch = await match(me.user.id, old.user.id, 900);
    const answeredMatch = await match(me.user.id, answered.user.id, 100);
    await match(me.user.id, fresh.user.id, 1);
    await say(waitingMatch, me.user.id, "How was the conference?", 90);
    await say(waitingMatch, waiting.user.id, "Great talks", 60);
    await say(waitingMatch, waiting.user.id, "And you?", 5);
    await say(oldMatch, old.user.id, "Hello from long ago", 600);
    await say(answeredMatch, answered.user.id, "Coffee?", 30);
    await say(answeredMatch, me.user.id, "Sure", 2);

    const list = (await me.client.get("/api/user/connections")).json().data;
    expect(list.map((item: { firstName: string }) => item.firstName)).toEqual(["Waiting", "Old", "Fresh", "Answered"]);
    const byName = new Map(list.map((item: { firstName: string }) => [item.firstName, item]));
    const waitedMinutes = (name: string) => {
      const item = byName.get(name) as { yourTurn: { waitingSince: string } | null };
      return item.yourTurn ? Math.round((Date.now() - Date.parse(item.yourTurn.waitingSince)) / 60_000) : null;
    };
    // Waiting since their first message after the member's last one, not their latest.
    expect(waitedMinutes("Waiting")).toBe(60);
    expect(waitedMinutes("Old")).toBe(600);
    expect(waitedMinutes("Fresh")).toBeNull();
    expect(waitedMinutes("Answered")).toBeNull();

    // For the partner it is not their turn: they wrote last.
    const theirs = (await waiting.client.get("/api/user/connections")).json().data;
    expect(theirs[0]).toMatchObject({ firstName: "Me", yourTurn: null });
  });
});

describe("avatars in the chats list and a chat's header", () => {
  it("name the partner's primary photo at thumbnail size, which is served and far smaller than the photo", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer({ firstName: "Me" });
    const partner = await area.viewer({ firstName: "Pictured" });
    const bare = await area.member({ firstName: "Bare" });
    const upload = await partner.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
    const [photo] = upload.json().data.photos as { url: string; thumbUrl: string }[];
    await match(me.user.id, partner.user.id, 10);
    await match(me.user.id, bare.user.id, 5);

    const list = (await me.client.get("/api/user/connections")).json().data;
    const byName = new Map(list.map((item: { firstName: string }) => [item.firstName, item]));
    expect(byName.get("Pictured")).toMatchObject({ photoUrl: photo?.url, avatarUrl: photo?.thumbUrl });
    expect(byName.get("Bare")).toMatchObject({ photoUrl: null, avatarUrl: null });
    const header = (await me.client.get(`/api/chat/${partner.user.id}`)).json().participant;
    expect(header).toMatchObject({ photoUrl: photo?.url, avatarUrl: photo?.thumbUrl });

    const thumbnail = await me.client.get(header.avatarUrl);
    const full = await me.client.get(header.photoUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect(thumbnail.rawPayload.length * 3).toBeLessThan(full.rawPayload.length);
  });
});
