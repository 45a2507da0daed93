import { REACTION_EMOJIS } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { messageReactions, messages, reports } from "../../../db/schema.ts";
import { matchedPair } from "../../../test/matched-pair.ts";
import {
  type ChatSocket,
  join,
  type ListeningTestApp,
  listeningTestApp,
  nextEvent,
  noEvent,
  send,
} from "../../../test/sockets.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const clientId = () => `client-${Date.now()}-${counter++}`;

const react = (socket: ChatSocket, payload: Record<string, unknown>) =>
  socket.timeout(5000).emitWithAck("reactMessage", payload as never);

async function sent(socket: ChatSocket, payload: Record<string, unknown>) {
  const ack = await send(socket, { clientId: clientId(), ...payload });
  assert(ack.ok, JSON.stringify(ack));
  return ack.message;
}

describe("replies", () => {
  it("quote a message of the same conversation, with its text and sender, live and in the history", async () => {
    const { a, b } = await matchedPair(t);
    const question = await sent(a.socket, { targetUserId: b.user.id, text: "Tabs or spaces?" });
    const delivered = nextEvent(a.socket, "messageReceived");
    const reply = await sent(b.socket, { targetUserId: a.user.id, text: "Tabs, always", replyTo: question._id });
    const quote = { _id: question._id, senderId: a.user.id, kind: "text", text: "Tabs or spaces?" };
    expect(reply).toMatchObject({ kind: "text", text: "Tabs, always", replyTo: quote });
    expect(await delivered).toMatchObject({ _id: reply._id, replyTo: quote });
    const history = await a.client.get(`/api/chat/${b.user.id}`);
    expect(history.json().messages[0]).toMatchObject({ _id: reply._id, replyTo: quote });
    expect(history.json().messages[1]).toMatchObject({ _id: question._id, replyTo: null, reactions: [] });
  });

  it("are refused, and nothing is stored, when the quoted message is from another conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const { a: elsewhere, b: stranger } = await matchedPair(t, area);
    const theirs = await sent(elsewhere.socket, { targetUserId: stranger.user.id, text: "Private" });
    const ack = await send(a.socket, {
      targetUserId: b.user.id,
      text: "Quoting",
      clientId: clientId(),
      replyTo: theirs._id,
    });
    expect(ack).toMatchObject({ ok: false, code: "REPLY_NOT_IN_CHAT", error: expect.stringContaining("replyTo") });
    await noEvent(b.socket, "messageReceived");
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(0);
    // A made-up id is refused the same way; a malformed one is a validation error naming the field.
    const unknown = await send(a.socket, {
      targetUserId: b.user.id,
      text: "Quoting",
      clientId: clientId(),
      replyTo: crypto.randomUUID(),
    });
    expect(unknown).toMatchObject({ ok: false, code: "REPLY_NOT_IN_CHAT" });
    const malformed = await send(a.socket, { targetUserId: b.user.id, text: "x", clientId: clientId(), replyTo: "m1" });
    expect(malformed).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringContaining("replyTo") });
  });

  it("stay exactly once: a resent reply with the same clientId makes no second message", async () => {
    const { a, b } = await matchedPair(t);
    const question = await sent(a.socket, { targetUserId: b.user.id, text: "Coffee?" });
    const id = clientId();
    const first = await sent(b.socket, { targetUserId: a.user.id, text: "Yes", clientId: id, replyTo: question._id });
    const again = await sent(b.socket, { targetUserId: a.user.id, text: "Yes", clientId: id, replyTo: question._id });
    expect(again).toMatchObject({ _id: first._id, replyTo: { _id: question._id } });
    expect(await t.db.select().from(messages).where(eq(messages.senderId, b.user.id))).toHaveLength(1);
  });
});

describe("reactions", () => {
  it("one per member per message: put, changed and removed, each told live to the partner", async () => {
    const { a, b } = await matchedPair(t);
    await join(b.socket, a.user.id);
    const message = await sent(a.socket, { targetUserId: b.user.id, text: "I shipped it" });
    const [love, fire] = [REACTION_EMOJIS[0], REACTION_EMOJIS[5]];

    let live = nextEvent(a.socket, "messageReacted");
    expect(await react(b.socket, { messageId: message._id, emoji: love })).toEqual({
      ok: true,
      messageId: message._id,
      emoji: love,
    });
    expect(await live).toMatchObject({ messageId: message._id, userId: b.user.id, emoji: love });

    live = nextEvent(a.socket, "messageReacted");
    await react(b.socket, { messageId: message._id, emoji: fire });
    expect(await live).toMatchObject({ userId: b.user.id, emoji: fire });
    await react(a.socket, { messageId: message._id, emoji: love });
    const rows = await t.db.select().from(messageReactions).where(eq(messageReactions.messageId, message._id));
    expect(rows.map((row) => [row.userId, row.emoji]).sort()).toEqual(
      [
        [b.user.id, fire],
        [a.user.id, love],
      ].sort(),
    );
    const history = await b.client.get(`/api/chat/${a.user.id}`);
    expect(history.json().messages[0].reactions).toEqual(
      expect.arrayContaining([
        { userId: b.user.id, emoji: fire },
        { userId: a.user.id, emoji: love },
      ]),
    );

    live = nextEvent(a.socket, "messageReacted");
    await react(b.socket, { messageId: message._id, emoji: null });
    expect(await live).toMatchObject({ userId: b.user.id, emoji: null });
    const after = await b.client.get(`/api/chat/${a.user.id}`);
    expect(after.json().messages[0].reactions).toEqual([{ userId: a.user.id, emoji: love }]);
  });

  it("only from the fixed set", async () => {
    const { a, b } = await matchedPair(t);
    const message = await sent(a.socket, { targetUserId: b.user.id, text: "Hi" });
    const ack = await react(b.socket, { messageId: message._id, emoji: "🍆" });
    expect(ack).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringContaining("emoji") });
  });

  it("are refused to a third member, who hears nothing of the conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const eve = await area.viewer({ firstName: "Eve" });
    const eveSocket = await t.connectAs(eve.email);
    const message = await sent(a.socket, { targetUserId: b.user.id, text: "Between us" });
    const ack = await react(eveSocket, { messageId: message._id, emoji: REACTION_EMOJIS[0] });
    expect(ack).toMatchObject({ ok: false, code: "NOT_FOUND" });
    await noEvent(a.socket, "messageReacted");
    expect(await t.db.select().from(messageReactions).where(eq(messageReactions.messageId, message._id))).toEqual([]);
  });

  it("are refused after a block, from a joined chat too", async () => {
    const { a, b } = await matchedPair(t);
    await join(b.socket, a.user.id);
    const message = await sent(a.socket, { targetUserId: b.user.id, text: "Hello" });
    expect((await a.client.post(`/api/user/block/${b.user.id}`)).statusCode).toBe(200);
    const ack = await react(b.socket, { messageId: message._id, emoji: REACTION_EMOJIS[0] });
    expect(ack).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await t.db.select().from(messageReactions).where(eq(messageReactions.messageId, message._id))).toEqual([]);
  });
});

describe("the moderation case file", () => {
  it("keeps replies with what they quoted and the reactions, as reported", async () => {
    const { a, b } = await matchedPair(t);
    const first = await sent(a.socket, { targetUserId: b.user.id, text: "Send me money" });
    await sent(b.socket, { targetUserId: a.user.id, text: "No", replyTo: first._id });
    await react(b.socket, { messageId: first._id, emoji: REACTION_EMOJIS[3] });
    expect((await b.client.post(`/api/user/report/${a.user.id}`, { reason: "Scam" })).statusCode).toBe(201);
    const [report] = await t.db.select().from(reports).where(eq(reports.reportedId, a.user.id));
    expect(report?.conversation).toEqual([
      expect.objectContaining({
        text: "Send me money",
        quote: null,
        reactions: [{ userId: b.user.id, emoji: REACTION_EMOJIS[3] }],
      }),
      expect.objectContaining({ text: "No", quote: "Send me money", reactions: [] }),
    ]);
  });
});
