import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, screeningFlags } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { join, type ListeningTestApp, listeningTestApp, nextEvent, send } from "../../../test/sockets.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

async function chattingPair() {
  const area = neighbourhood(t);
  const sender = await area.viewer({ firstName: "Mallory" });
  const receiver = await area.viewer({ firstName: "Alice" });
  await sender.client.post(`/api/match/swipe/${receiver.user.id}`, { action: "like" });
  await receiver.client.post(`/api/match/swipe/${sender.user.id}`, { action: "like" });
  const senderSocket = await t.connectAs(sender.email);
  const receiverSocket = await t.connectAs(receiver.email);
  expect(await join(senderSocket, receiver.user.id)).toMatchObject({ ok: true });
  return { sender, receiver, senderSocket, receiverSocket };
}

const flagsOf = (memberId: string) => t.db.select().from(screeningFlags).where(eq(screeningFlags.memberId, memberId));

describe("screening where text is written", () => {
  it("asks the sender of an insult 'Are you sure?'; sent anyway, the receiver is asked whether it bothers them", async () => {
    const { sender, receiver, senderSocket, receiverSocket } = await chattingPair();
    const insult = { targetUserId: receiver.user.id, text: "you are a stup1d b1tch", clientId: crypto.randomUUID() };
    const asked = await send(senderSocket, insult);
    expect(asked).toMatchObject({ ok: false, code: "CONFIRMATION_REQUIRED" });
    expect(asked.ok ? "" : asked.error).toMatch(/^Are you sure\?/);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, sender.user.id))).toHaveLength(0);

    const arrived = nextEvent(receiverSocket, "messageReceived");
    expect(await send(senderSocket, { ...insult, confirmed: true })).toMatchObject({
      ok: true,
      message: { flagged: true },
    });
    expect(await arrived).toMatchObject({ text: insult.text, flagged: true });
    const [stored] = await t.db.select().from(messages).where(eq(messages.senderId, sender.user.id));
    expect(stored).toMatchObject({ flag: "insult", sentAnyway: true });
    const history = (await receiver.client.get(`/api/chat/${sender.user.id}`)).json();
    expect(history.messages[0]).toMatchObject({ flagged: true });

    const kind = { targetUserId: receiver.user.id, text: "lovely to meet you!", clientId: crypto.randomUUID() };
    expect(await send(senderSocket, kind)).toMatchObject({ ok: true, message: { flagged: false } });
  });

  it("flags contact details and payment requests in a conversation's first messages for review, and sends them", async () => {
    const { sender, receiver, senderSocket } = await chattingPair();
    const text = "text me on n1ne 8 7 6 5 4 3 2 1 0, or pay the fee to ada@okaxis";
    expect(
      await send(senderSocket, { targetUserId: receiver.user.id, text, clientId: crypto.randomUUID() }),
    ).toMatchObject({ ok: true });
    await expect
      .poll(async () => (await flagsOf(sender.user.id)).map((flag) => [flag.source, flag.kinds]))
      .toEqual([["message", ["phone", "payment"]]]);
    expect((await flagsOf(receiver.user.id)).length).toBe(0);
  });

  it("flags contact details written into a bio, once however often it is saved", async () => {
    const { sender } = await chattingPair();
    for (let save = 0; save < 2; save++) {
      const saved = await sender.client.put("/api/profile/update", { bio: "Backend dev. Whatsapp me for coffee" });
      expect(saved.statusCode).toBe(200);
    }
    expect((await flagsOf(sender.user.id)).map((flag) => [flag.source, flag.kinds])).toEqual([["bio", ["link"]]]);
  });
});
