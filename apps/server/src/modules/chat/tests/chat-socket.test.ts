import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { matchedPair } from "../../../test/matched-pair.ts";
import { join, type ListeningTestApp, listeningTestApp, nextEvent, noEvent, send } from "../../../test/sockets.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const clientId = () => `client-${Date.now()}-${counter++}`;

describe("chat over Socket.IO", () => {
  it("stores a message before acknowledging it, and delivers it once to the other member", async () => {
    const { a, b } = await matchedPair(t);
    const received = nextEvent(b.socket, "messageReceived");
    const ack = await send(a.socket, { targetUserId: b.user.id, text: "  Hello Bob!  ", clientId: clientId() });
    expect(ack).toMatchObject({
      ok: true,
      message: { text: "Hello Bob!", senderId: { _id: a.user.id, firstName: "Alice" } },
    });
    const stored = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, ack.ok ? ack.message._id : ""));
    expect(stored).toHaveLength(1);
    expect(await received).toMatchObject({ text: "Hello Bob!", firstName: "Alice", senderId: { _id: a.user.id } });
    await noEvent(b.socket, "messageReceived");
  });

  it("speaks for the session's user whatever the payload claims", async () => {
    const { a, b } = await matchedPair(t);
    const ack = await send(a.socket, {
      targetUserId: b.user.id,
      text: "It's me",
      clientId: clientId(),
      userId: b.user.id,
      senderId: b.user.id,
    });
    expect(ack).toMatchObject({ ok: true, message: { senderId: { _id: a.user.id } } });
  });

  it("never makes a duplicate when a message is resent with the same clientId", async () => {
    const { a, b } = await matchedPair(t);
    const id = clientId();
    const first = await send(a.socket, { targetUserId: b.user.id, text: "Once", clientId: id });
    const again = await send(a.socket, { targetUserId: b.user.id, text: "Once", clientId: id });
    assert(first.ok);
    expect(again).toMatchObject({ ok: true, message: { _id: first.message._id } });
    const rows = await t.db.select().from(messages).where(eq(messages.senderId, a.user.id));
    expect(rows).toHaveLength(1);
  });

  it("delivers a resent message to the partner again, as its first server may have died before delivering it", async () => {
    const { a, b } = await matchedPair(t);
    const id = clientId();
    const delivered = nextEvent(b.socket, "messageReceived");
    const first = await send(a.socket, { targetUserId: b.user.id, text: "Did this arrive?", clientId: id });
    await delivered;
    const redelivered = nextEvent(b.socket, "messageReceived");
    const again = await send(a.socket, { targetUserId: b.user.id, text: "Did this arrive?", clientId: id });
    expect(await redelivered).toMatchObject({ _id: first.ok ? first.message._id : "", text: "Did this arrive?" });
    expect(again).toMatchObject({ ok: true });
  });

  it("lets a receiver who was offline catch up in order from the database", async () => {
    const { a, b } = await matchedPair(t);
    const first = await send(a.socket, { targetUserId: b.user.id, text: "one", clientId: clientId() });
    const lastSeen = first.ok ? first.message.seq : 0;
    b.socket.disconnect();
    for (const text of ["two", "three", "four"])
      await send(a.socket, { targetUserId: b.user.id, text, clientId: clientId() });
    const history = (await b.client.get(`/api/chat/${a.user.id}?after=${lastSeen}`)).json();
    expect(history.messages.map((message: { text: string }) => message.text)).toEqual(["four", "three", "two"]);
  });

  it("tells a screen joining the chat the newest message number, so it knows whether one came while it opened", async () => {
    const { a, b } = await matchedPair(t);
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true, latestSeq: 0 });
    await send(a.socket, { targetUserId: b.user.id, text: "one", clientId: clientId() });
    const newest = await send(a.socket, { targetUserId: b.user.id, text: "two", clientId: clientId() });
    assert(newest.ok);
    const read = nextEvent(a.socket, "messagesRead");
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true, latestSeq: newest.message.seq });
    expect(await read).toEqual({ readerId: b.user.id, upToSeq: newest.message.seq });
    // Joining from the other side counts the same conversation, and marks nothing read there.
    expect(await join(a.socket, b.user.id)).toMatchObject({ ok: true, latestSeq: newest.message.seq });
  });

  it("refuses to join or message someone who is not a match, like an unknown id", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer();
    const stranger = await area.viewer();
    const socket = await t.connectAs(a.email);
    expect(await join(socket, stranger.user.id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await send(socket, { targetUserId: stranger.user.id, text: "hi", clientId: clientId() })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    const nonMatch = await a.client.get(`/api/chat/${stranger.user.id}`);
    const unknown = await a.client.get(`/api/chat/${crypto.randomUUID()}`);
    expect(nonMatch.statusCode).toBe(404);
    expect(nonMatch.body).toBe(unknown.body);
  });

  it("refuses empty, oversized and malformed messages with nothing stored", async () => {
    const { a, b } = await matchedPair(t);
    for (const text of ["   ", "x".repeat(MESSAGE_MAX_LENGTH + 1)]) {
      expect(await send(a.socket, { targetUserId: b.user.id, text, clientId: clientId() })).toMatchObject({
        ok: false,
        code: "VALIDATION_ERROR",
      });
    }
    expect(await send(a.socket, { targetUserId: "not-an-id", text: "hi", clientId: clientId() })).toMatchObject({
      ok: false,
    });
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(0);
  });

  it(`refuses messages past ${MESSAGES_PER_MINUTE} a minute with an error event`, async () => {
    const { a, b } = await matchedPair(t);
    for (let index = 0; index < MESSAGES_PER_MINUTE; index++) {
      const ack = await send(a.socket, { targetUserId: b.user.id, text: `m${index}`, clientId: clientId() });
      expect(ack.ok).toBe(true);
    }
    const error = nextEvent(a.socket, "chatError");
    expect(await send(a.socket, { targetUserId: b.user.id, text: "one too many", clientId: clientId() })).toMatchObject(
      { ok: false, code: "RATE_LIMITED" },
    );
    expect(await error).toMatchObject({ code: "RATE_LIMITED" });
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(
      MESSAGES_PER_MINUTE,
    );
  });

  it("drops a socket that sends an oversized frame", async () => {
    const { a, b } = await matchedPair(t);
    const closed = new Promise((resolve) => a.socket.once("disconnect", resolve));
    a.socket.emit("sendMessage", { targetUserId: b.user.id, text: "x".repeat(20_000), clientId: clientId() });
    await closed;
    expect(a.socket.connected).toBe(false);
  });

  it("relays typing to the partner in the chat, and shows read receipts", async () => {
    const { a, b } = await matchedPair(t);
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true });
    expect(await join(a.socket, b.user.id)).toMatchObject({ ok: true });
    const typing = nextEvent(b.socket, "userTyping");
    a.socket.emit("typing", { targetUserId: b.user.id, isTyping: true });
    expect(await typing).toEqual({ userId: a.user.id, isTyping: true });

    const sent = await send(a.socket, { targetUserId: b.user.id, text: "read me", clientId: clientId() });
    const read = nextEvent(a.socket, "messagesRead");
    b.socket.emit("markRead", { targetUserId: a.user.id });
    expect(await read).toEqual({ readerId: b.user.id, upToSeq: sent.ok ? sent.message.seq : -1 });
  });

  it("shows a partner already typing to a screen that opens the chat mid-sentence, and not once they stopped", async () => {
    const { a, b } = await matchedPair(t);
    expect(await join(a.socket, b.user.id)).toMatchObject({ ok: true });
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true });
    const heard = nextEvent(b.socket, "userTyping");
    a.socket.emit("typing", { targetUserId: b.user.id, isTyping: true });
    await heard;

    // Bob opens the chat on his phone after Alice's one "typing" notice went out: he is told on joining.
    const phone = await t.connectAs(b.email);
    const typingOnPhone = nextEvent(phone, "userTyping");
    expect(await join(phone, a.user.id)).toMatchObject({ ok: true });
    expect(await typingOnPhone).toEqual({ userId: a.user.id, isTyping: true });

    const stopped = nextEvent(b.socket, "userTyping");
    a.socket.emit("typing", { targetUserId: b.user.id, isTyping: false });
    expect(await stopped).toEqual({ userId: a.user.id, isTyping: false });
    const laptop = await t.connectAs(b.email);
    const quiet = noEvent(laptop, "userTyping", 800);
    expect(await join(laptop, a.user.id)).toMatchObject({ ok: true });
    await quiet;
  });

  it("shows presence to matches only, with last seen on disconnect", async () => {
    const { a, b, area } = await matchedPair(t);
    const outsider = await area.viewer();
    const outsiderSocket = await t.connectAs(outsider.email);
    const offline = nextEvent(
      b.socket,
      "userOnlineStatus",
      (status) => status.userId === a.user.id && !status.isOnline,
    );
    const outsiderHears = noEvent(outsiderSocket, "userOnlineStatus", 800);
    a.socket.disconnect();
    const status = await offline;
    expect(status.lastSeen).toEqual(expect.any(String));
    await outsiderHears;

    const online = nextEvent(b.socket, "userOnlineStatus", (next) => next.userId === a.user.id && next.isOnline);
    await t.connectAs(a.email);
    await online;
    expect((await b.client.get(`/api/user/${a.user.id}`)).json().data).toMatchObject({ isOnline: true });
    expect((await outsider.client.get(`/api/user/${a.user.id}`)).json().data).toMatchObject({
      isOnline: false,
      lastActive: null,
    });
  });

  it("closes the chat at once for both when one blocks the other, and keeps them apart", async () => {
    const { a, b } = await matchedPair(t);
    // Joined first, so the send after the block goes through the joined-chat path.
    expect(await join(a.socket, b.user.id)).toMatchObject({ ok: true });
    await send(a.socket, { targetUserId: b.user.id, text: "before", clientId: clientId() });
    const closedForA = nextEvent(a.socket, "chatClosed");
    const closedForB = nextEvent(b.socket, "chatClosed");
    expect((await b.client.post(`/api/user/block/${a.user.id}`)).statusCode).toBe(200);
    expect(await closedForA).toEqual({ userId: b.user.id });
    expect(await closedForB).toEqual({ userId: a.user.id });

    expect(await send(a.socket, { targetUserId: b.user.id, text: "after", clientId: clientId() })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect((await a.client.get(`/api/chat/${b.user.id}`)).statusCode).toBe(404);
    expect((await a.client.get("/api/user/connections")).json().data).toEqual([]);
    expect((await a.client.get(`/api/user/${b.user.id}`)).statusCode).toBe(404);
    expect((await a.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id)).not.toContain(
      b.user.id,
    );
  });
});

describe("chat history and notifications over HTTP", () => {
  it("pages back from newest to oldest without marking anything read, which joining the chat does", async () => {
    const { a, b } = await matchedPair(t);
    for (let index = 1; index <= 35; index++)
      await send(a.socket, { targetUserId: b.user.id, text: `m${index}`, clientId: clientId() });
    expect((await b.client.get("/api/notifications/unread")).json().data.messagesByUser[a.user.id]).toBe(35);

    const first = (await b.client.get(`/api/chat/${a.user.id}`)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0].text).toBe("m35");
    expect(first.hasMore).toBe(true);
    expect(first.participant).toMatchObject({ _id: a.user.id, firstName: "Alice" });
    const older = (await b.client.get(`/api/chat/${a.user.id}?before=${first.messages.at(-1).seq}`)).json();
    expect(older.messages.map((message: { text: string }) => message.text)).toEqual(["m5", "m4", "m3", "m2", "m1"]);
    expect(older.hasMore).toBe(false);
    // A GET never changes state (a cross-site navigation carries the cookie).
    expect((await b.client.get("/api/notifications/unread")).json().data.messagesByUser[a.user.id]).toBe(35);
    expect(await join(b.socket, a.user.id)).toMatchObject({ ok: true });
    expect((await b.client.get("/api/notifications/unread")).json().data.messagesByUser[a.user.id]).toBeUndefined();
  });

  it("stores a report with its reason and answers with the product's words", async () => {
    const { a, b } = await matchedPair(t);
    const empty = await a.client.post(`/api/user/report/${b.user.id}`, { reason: "  " });
    expect(empty.statusCode).toBe(400);
    const response = await a.client.post(`/api/user/report/${b.user.id}`, { reason: "Sent spam links" });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      "User reported successfully. Thank you for helping us maintain a safe community.",
    );
  });

  it("tells the other member about a new match in real time and counts it until seen", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer({ firstName: "Ann" });
    const b = await area.viewer({ firstName: "Ben" });
    const aSocket = await t.connectAs(a.email);
    const bSocket = await t.connectAs(b.email);
    const superLiked = nextEvent(bSocket, "notification", (note) => note.type === "superlike");
    await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "superlike" });
    expect(await superLiked).toEqual({ type: "superlike", fromUserId: a.user.id, firstName: "Ann" });
    expect((await b.client.get("/api/notifications/unread")).json().data).toMatchObject({ superLikes: 1 });

    const matched = nextEvent(aSocket, "notification", (note) => note.type === "match");
    // Ben makes the match himself and sees it from his swipe's answer, so no second announcement reaches him.
    const bHearsNothing = noEvent(bSocket, "notification");
    await b.client.post(`/api/match/swipe/${a.user.id}`, { action: "like" });
    expect(await matched).toMatchObject({ type: "match", fromUserId: b.user.id, firstName: "Ben" });
    await bHearsNothing;
    // His answered super like no longer waits on the Likes screen.
    expect((await b.client.get("/api/notifications/unread")).json().data).toMatchObject({ matches: 1, superLikes: 0 });
    expect((await a.client.get("/api/notifications/unread")).json().data).toMatchObject({ matches: 1 });
    await b.client.post("/api/notifications/read", { type: "match" });
    expect((await b.client.get("/api/notifications/unread")).json().data).toMatchObject({ matches: 0 });
  });

  it("tells a member someone likes them, once, without saying who", async () => {
    const area = neighbourhood(t);
    const a = await area.viewer({ firstName: "Ann" });
    const b = await area.viewer({ firstName: "Ben" });
    const bSocket = await t.connectAs(b.email);
    const liked = nextEvent(bSocket, "notification", (note) => note.type === "like");
    await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
    expect(await liked).toEqual({ type: "like" });
    await a.client.post(`/api/match/swipe/${b.user.id}`, { action: "like" });
    expect((await b.client.get("/api/notifications/unread")).json().data).toMatchObject({ likes: 1, total: 1 });
    await b.client.post("/api/notifications/read", { type: "like" });
    expect((await b.client.get("/api/notifications/unread")).json().data).toMatchObject({ likes: 0, total: 0 });
  });
});
