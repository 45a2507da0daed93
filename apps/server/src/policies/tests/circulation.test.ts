import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { neighbourhood } from "../../test/discovery.ts";
import { join, type ListeningTestApp, listeningTestApp, nextEvent, send } from "../../test/sockets.ts";
import { takeOutOfCirculation } from "../circulation.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

describe("taking a member out of circulation", () => {
  it("ends their sessions and sockets at once, and closes the chat a partner has open", async () => {
    const area = neighbourhood(t);
    const leaving = await area.viewer({ firstName: "Mallory" });
    const partner = await area.viewer({ firstName: "Bob" });
    await leaving.client.post(`/api/match/swipe/${partner.user.id}`, { action: "like" });
    await partner.client.post(`/api/match/swipe/${leaving.user.id}`, { action: "like" });
    const leavingSocket = await t.connectAs(leaving.email);
    const partnerSocket = await t.connectAs(partner.email);
    // The partner has the chat open: its later messages are checked against the room, not the database.
    expect(await join(partnerSocket, leaving.user.id)).toMatchObject({ ok: true });
    const first = await send(partnerSocket, {
      targetUserId: leaving.user.id,
      text: "hi",
      clientId: crypto.randomUUID(),
    });
    expect(first).toMatchObject({ ok: true });

    const closed = nextEvent(partnerSocket, "chatClosed", (payload) => payload.userId === leaving.user.id);
    const gone = new Promise((resolve) => leavingSocket.once("disconnect", resolve));
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, leaving.user.id));
    await takeOutOfCirculation(t.app.ctx, { userId: leaving.user.id });
    await Promise.all([closed, gone]);

    const after = await send(partnerSocket, {
      targetUserId: leaving.user.id,
      text: "still there?",
      clientId: crypto.randomUUID(),
    });
    expect(after).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await leaving.client.get("/api/me")).statusCode).toBe(401);
  });
});
