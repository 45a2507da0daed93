import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { createMember, signIn } from "../../test/factories.ts";
import { type ChatSocket, type ListeningTestApp, listeningTestApp } from "../../test/sockets.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  // Sessions of open sockets are checked with every presence heartbeat: a quarter of the time to live.
  t = await listeningTestApp({ PRESENCE_TTL_SECONDS: "1" });
});
afterAll(() => t.close());

async function connectedMember() {
  const { user, email } = await createMember(t);
  const { cookie } = await signIn(t, email);
  return { user, socket: await t.openSocket(cookie) };
}

/** How the socket ended, or "still open" after a few heartbeats. */
const fateOf = (socket: ChatSocket, withinMs = 3000) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve("still open"), withinMs);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(`closed: ${reason}`);
    });
  });

describe("an open socket", () => {
  it("is closed once its member is suspended, and a bystander's stays open", async () => {
    const suspended = await connectedMember();
    const bystander = await connectedMember();
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.user.id));
    const [suspendedFate, bystanderFate] = await Promise.all([fateOf(suspended.socket), fateOf(bystander.socket)]);
    expect(suspendedFate).toBe("closed: io server disconnect");
    expect(bystanderFate).toBe("still open");
  });

  it("is closed once its session has expired", async () => {
    const member = await connectedMember();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    expect(await fateOf(member.socket)).toBe("closed: io server disconnect");
  });
});
