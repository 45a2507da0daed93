import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryPresenceStore, type PresenceStore, RedisPresenceStore, TYPING_TTL_MS } from "../presence.ts";

const TTL_MS = 40_000;
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true });
afterAll(() => redis.quit());

function clock() {
  let now = 1_800_000_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const stores: [string, (timing: { ttlMs: number; now: () => number }) => PresenceStore][] = [
  ["memory", (timing) => new MemoryPresenceStore(timing)],
  ["redis", (timing) => new RedisPresenceStore(redis, timing, `presence-test-${crypto.randomUUID()}:`)],
];

describe.each(stores)("presence in %s", (_, makeStore) => {
  it("counts a member online while a heartbeat renews their socket, and offline once it lapses", async () => {
    const time = clock();
    const presence = makeStore({ ttlMs: TTL_MS, now: time.now });
    const member = crypto.randomUUID();
    expect(await presence.connect(member, "s1")).toBe(true);
    expect(await presence.connect(member, "s2")).toBe(false);

    time.advance(TTL_MS - 1_000);
    await presence.heartbeat([{ userId: member, socketId: "s1" }]);
    time.advance(2_000);
    // s2's server stopped renewing it; s1 is still live.
    expect(await presence.onlineAmong([member])).toEqual(new Set([member]));
    expect(await presence.sweepExpired()).toEqual([]);

    time.advance(TTL_MS);
    expect(await presence.onlineAmong([member])).toEqual(new Set());
    expect(await presence.sweepExpired()).toEqual([member]);
    // Reported once, however often it is swept.
    expect(await presence.sweepExpired()).toEqual([]);
  });

  it("says a member is back when they reconnect after their old sockets lapsed", async () => {
    const time = clock();
    const presence = makeStore({ ttlMs: TTL_MS, now: time.now });
    const member = crypto.randomUUID();
    await presence.connect(member, "old");
    time.advance(TTL_MS + 1);
    expect(await presence.connect(member, "new")).toBe(true);
    expect(await presence.disconnect(member, "new")).toBe(true);
  });

  it("keeps who is typing in which chat until they stop", async () => {
    const presence = makeStore({ ttlMs: TTL_MS, now: clock().now });
    const [member, chat, otherChat] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await presence.setTyping(chat, member, true);
    expect(await presence.isTyping(chat, member)).toBe(true);
    expect(await presence.isTyping(otherChat, member)).toBe(false);
    await presence.setTyping(chat, member, false);
    expect(await presence.isTyping(chat, member)).toBe(false);
  });
});

it('forgets a member typing whose "stopped" never came', async () => {
  const time = clock();
  const presence = new MemoryPresenceStore({ ttlMs: TTL_MS, now: time.now });
  await presence.setTyping("chat", "member", true);
  time.advance(TYPING_TTL_MS + 1);
  expect(await presence.isTyping("chat", "member")).toBe(false);
});

describe("presence shared by servers", () => {
  it("reports a lapsed member once even when several servers sweep", async () => {
    const time = clock();
    const prefix = `presence-test-${crypto.randomUUID()}:`;
    const one = new RedisPresenceStore(redis, { ttlMs: TTL_MS, now: time.now }, prefix);
    const two = new RedisPresenceStore(redis, { ttlMs: TTL_MS, now: time.now }, prefix);
    const members = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const [index, member] of members.entries()) await two.connect(member, `socket-${index}`);
    time.advance(TTL_MS + 1);
    const swept = await Promise.all([one.sweepExpired(), two.sweepExpired(), one.sweepExpired()]);
    expect(swept.flat().sort()).toEqual([...members].sort());
  });
});
