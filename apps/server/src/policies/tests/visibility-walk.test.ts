import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../db/pairs.ts";
import { matches, messages, photos, users } from "../../db/schema.ts";
import { emailUnreadMessages, UNREAD_EMAIL_AFTER_MS } from "../../modules/notices/message-sweep.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { paidPlan, STRONG_PASSWORD, signIn } from "../../test/factories.ts";
import { freshDatabase } from "../../test/fresh-database.ts";
import { pngImage } from "../../test/images.ts";
import { as, type Client } from "../../test/profile-factories.ts";
import {
  type ChatSocket,
  join,
  type ListeningTestApp,
  listeningTestApp,
  nextEvent,
  noEvent,
  send,
} from "../../test/sockets.ts";

/*
 * Every state a member can be in, walked through every place that shows members and every path that delivers
 * to them. "Discovery" places show people new to the viewer (the feed, likes, Who Liked Me, suggestions, swiping
 * and undo); "relation" places show people the viewer already knows (their page and photos, the chats list, the
 * chat, presence, and the unread-message email).
 */

type State =
  | "active"
  | "not onboarded"
  | "paused"
  | "blocked by the viewer"
  | "blocking the viewer"
  | "deleted"
  | "suspended";

const expected: Record<State, { discovery: boolean; relation: boolean }> = {
  active: { discovery: true, relation: true },
  "not onboarded": { discovery: false, relation: false },
  // Paused: shown to nobody new, but matches and chats carry on.
  paused: { discovery: false, relation: true },
  "blocked by the viewer": { discovery: false, relation: false },
  "blocking the viewer": { discovery: false, relation: false },
  deleted: { discovery: false, relation: false },
  suspended: { discovery: false, relation: false },
};

let t: ListeningTestApp;
beforeAll(async () => {
  // Its own database: the unread-message sweep reads every conversation, and other files add their own.
  const databaseUrl = process.env.DATABASE_URL;
  t = await listeningTestApp(databaseUrl ? { DATABASE_URL: await freshDatabase(databaseUrl, "visibility") } : {});
});
afterAll(() => t.close());

interface Member {
  user: typeof users.$inferSelect;
  email: string;
  client: Client;
  cookie: string;
  photoId: string;
}

async function withPhoto(created: { user: typeof users.$inferSelect; email: string }): Promise<Member> {
  const { cookie } = await signIn(t, created.email);
  const [photo] = await t.db
    .insert(photos)
    .values({ userId: created.user.id, position: 0, width: 40, height: 40 })
    .returning();
  if (!photo) throw new Error("no photo");
  await t.app.ctx.storage.put(`${photo.id}.webp`, await pngImage(40, 40));
  return { ...created, cookie, client: as(t, cookie), photoId: photo.id };
}

/**
 * A viewer (Gold, so Who Liked Me names likers and Undo is theirs) with three members in reach: `stranger`, who
 * liked the viewer and whom the viewer has not answered; `passed`, whom the viewer just passed on; and `partner`,
 * matched with the viewer, whose message to the viewer has been unread for a while.
 */
async function scene() {
  const area = neighbourhood(t);
  const viewer = await withPhoto(await area.member({ firstName: "Vera", gender: "Male", ...paidPlan() }));
  const stranger = await withPhoto(await area.member({ firstName: "Sam" }));
  const passed = await withPhoto(await area.member({ firstName: "Quinn" }));
  const partner = await withPhoto(await area.member({ firstName: "Pat" }));
  expect((await stranger.client.post(`/api/match/swipe/${viewer.user.id}`, { action: "like" })).statusCode).toBe(200);
  expect((await viewer.client.post(`/api/match/swipe/${passed.user.id}`, { action: "pass" })).statusCode).toBe(200);
  const [match] = await t.db.insert(matches).values(orderedPair(viewer.user.id, partner.user.id)).returning();
  if (!match) throw new Error("no match");
  const sentAt = new Date(Date.now() - 60_000);
  await t.db
    .insert(messages)
    .values({ matchId: match.id, senderId: partner.user.id, clientId: "waiting", text: "hi", createdAt: sentAt });
  return { viewer, stranger, passed, partner, sentAt };
}

async function putInState(state: State, viewer: Member, member: Member) {
  switch (state) {
    case "active":
      return;
    case "not onboarded":
      await t.db.update(users).set({ onboardingCompleted: false }).where(eq(users.id, member.user.id));
      return;
    case "paused":
      expect((await member.client.put("/api/account/paused", { paused: true })).statusCode).toBe(200);
      return;
    case "blocked by the viewer":
      expect((await viewer.client.post(`/api/user/block/${member.user.id}`)).statusCode).toBe(200);
      return;
    case "blocking the viewer":
      expect((await member.client.post(`/api/user/block/${viewer.user.id}`)).statusCode).toBe(200);
      return;
    case "deleted":
      expect(
        (
          await t.app.inject({
            method: "DELETE",
            url: "/api/account",
            headers: { cookie: member.cookie, "content-type": "application/json", "x-devmatch-client": "web" },
            payload: { password: STRONG_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
      return;
    case "suspended":
      await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, member.user.id));
      return;
  }
}

/** Whether the viewer can find `member` in each discovery place. */
async function discovery(viewer: Member, member: Member) {
  const id = member.user.id;
  const feed = (await viewer.client.get("/api/feed")).json().data as { _id: string }[];
  const likes = (await viewer.client.get("/api/user/requests/received")).json().data as {
    fromUserId: { _id: string };
  }[];
  const whoLiked = (await viewer.client.get("/api/premium/who-liked-me")).json().data as { userId: string }[];
  const suggestions = (await viewer.client.get("/api/feed/ai-insights")).json().data.topMatches as {
    user: { _id: string };
  }[];
  return {
    feed: feed.some((card) => card._id === id),
    likes: likes.some((like) => like.fromUserId._id === id),
    whoLikedMe: whoLiked.some((liker) => liker.userId === id),
    suggestions: suggestions.some((suggestion) => suggestion.user._id === id),
  };
}

/** Whether the viewer still reaches `partner` in each relation place. */
async function relation(viewer: Member, partner: Member, viewerSocket: ChatSocket) {
  const id = partner.user.id;
  const connections = (await viewer.client.get("/api/user/connections")).json().data as { _id: string }[];
  const joined = await join(viewerSocket, id);
  const sent = await send(viewerSocket, { targetUserId: id, text: "still there?", clientId: crypto.randomUUID() });
  return {
    profile: (await viewer.client.get(`/api/user/${id}`)).statusCode === 200,
    photo: (await viewer.client.get(`/api/photos/${partner.photoId}.webp`)).statusCode === 200,
    connections: connections.some((connection) => connection._id === id),
    history: (await viewer.client.get(`/api/chat/${id}`)).statusCode === 200,
    joinChat: joined.ok,
    sendMessage: sent.ok,
  };
}

const everywhere = (places: Record<string, boolean>, value: boolean) =>
  Object.fromEntries(Object.keys(places).map((place) => [place, value]));

describe("the visibility policy, walked through every place", () => {
  for (const state of Object.keys(expected) as State[]) {
    const { discovery: shownToNewPeople, relation: stillKnown } = expected[state];

    it(`a member ${state}: ${shownToNewPeople ? "listed" : "in no list"}, ${stillKnown ? "still reachable by their matches" : "out of reach of their matches"}`, async () => {
      const { viewer, stranger, passed, partner, sentAt } = await scene();
      for (const member of [stranger, passed, partner]) await putInState(state, viewer, member);

      const found = await discovery(viewer, stranger);
      expect(found).toEqual(everywhere(found, shownToNewPeople));
      // Undo brings back only a card the viewer may still see.
      const undo = await viewer.client.post("/api/match/undo");
      expect(undo.statusCode).toBe(shownToNewPeople ? 200 : 404);
      if (shownToNewPeople) expect(undo.json().data.card._id).toBe(passed.user.id);
      const swipe = await viewer.client.post(`/api/match/swipe/${stranger.user.id}`, { action: "like" });
      expect(swipe.statusCode).toBe(shownToNewPeople ? 200 : 404);

      // The unread-message email goes out only about a chat that is still open.
      await emailUnreadMessages(t.app.ctx, { now: new Date(sentAt.getTime() + UNREAD_EMAIL_AFTER_MS + 60_000) });
      if (stillKnown) {
        expect((await t.mail.waitForMessage(viewer.email)).raw).toContain("Pat sent you a message");
      } else {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(t.mail.messagesTo(viewer.email)).toHaveLength(0);
      }

      // Presence: the partner, if they can still connect, hears the viewer come online only while the chat is open.
      const partnerSocket = await t.openSocket(partner.cookie).catch(() => null);
      if (!partnerSocket) expect(stillKnown).toBe(false);
      const told = !partnerSocket
        ? Promise.resolve()
        : stillKnown
          ? nextEvent(partnerSocket, "userOnlineStatus", (status) => status.userId === viewer.user.id).then(() => {})
          : noEvent(partnerSocket, "userOnlineStatus", 600);
      const viewerSocket = await t.openSocket(viewer.cookie);
      await told;

      const reached = await relation(viewer, partner, viewerSocket);
      expect(reached).toEqual(everywhere(reached, stillKnown));
    });
  }
});
