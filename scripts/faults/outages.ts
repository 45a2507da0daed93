import { inArray } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { messages } from "../../apps/server/src/db/schema.ts";
import { freePort, signInVia, startBalancer, startInstance } from "../../apps/server/src/test/cluster.ts";
import { createMember, STRONG_PASSWORD } from "../../apps/server/src/test/factories.ts";
import { ResilientChatClient } from "../../apps/server/src/test/resilient-chat-client.ts";

export interface Outage {
  name: string;
  takeDown: () => Promise<void> | void;
  bringBack: () => Promise<void> | void;
}

export interface OutageFigures {
  name: string;
  outageSeconds: number;
  /** Responses seen while the service was away, by status. */
  statusesDuringOutage: Record<string, number>;
  /** 5xx answers other than the documented 503 (any phase). */
  unexpected5xx: number;
  secondsToRecover: number;
  messagesSent: number;
  messagesStored: number;
  messagesStoredTwice: number;
  messagesLost: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances behind a balancer; members sign in, browse, edit, swipe and chat without pause while `outage`
 * takes a service away for `outageMs` and brings it back. Counts the answers they got and the messages kept.
 */
export async function runOutage(
  outage: Outage,
  options: { databaseUrl: string; redisUrl: string; outageMs: number; members: number },
): Promise<OutageFigures> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: "memory://", poolSize: 2 });
  const ports = [await freePort(), await freePort()];
  const balancer = await startBalancer(ports);
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: balancer.url,
    RATE_LIMIT_LOGIN_PER_IP: "1000000",
  };
  const instances = await Promise.all(ports.map((port) => startInstance(port, env)));
  const clients: ResilientChatClient[] = [];
  const phases: Record<"before" | "outage" | "after", Record<string, number>> = { before: {}, outage: {}, after: {} };
  let phase: keyof typeof phases = "before";
  let unexpected5xx = 0;
  let running = true;
  const request = async (path: string, cookie: string, method = "GET", body?: object) => {
    const response = await fetch(`${balancer.url}${path}`, {
      method,
      headers: { cookie, origin: balancer.url, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => null);
    const status = response ? String(response.status) : "no answer";
    phases[phase][status] = (phases[phase][status] ?? 0) + 1;
    if (response && response.status >= 500 && response.status !== 503) unexpected5xx += 1;
    await response?.arrayBuffer();
  };
  try {
    const members: (Awaited<ReturnType<typeof createMember>> & { cookie: string })[] = [];
    for (let index = 0; index < options.members; index++) {
      const member = await createMember({ db: database.db }, { firstName: `Member${index}` });
      members.push({ ...member, cookie: await signInVia(balancer.url, member.email) });
    }
    for (let index = 0; index + 1 < members.length; index += 2) {
      const [a, b] = [members[index], members[index + 1]] as const;
      if (!a || !b) continue;
      await request(`/api/match/swipe/${b.user.id}`, a.cookie, "POST", { action: "like" });
      await request(`/api/match/swipe/${a.user.id}`, b.cookie, "POST", { action: "like" });
      clients.push(new ResilientChatClient(balancer.url, a.cookie, a.user.id, b.user.id));
      clients.push(new ResilientChatClient(balancer.url, b.cookie, b.user.id, a.user.id));
    }
    await Promise.all(clients.map((client) => client.ready()));

    const browsing = members.map(async (member, index) => {
      for (let round = 0; running; round++) {
        if (round % 5 === 0)
          await request("/api/login", "", "POST", {
            emailId: member.email,
            password: STRONG_PASSWORD,
            rememberMe: false,
          });
        await request("/api/me", member.cookie);
        await request("/api/feed", member.cookie);
        await request("/api/profile/update", member.cookie, "PUT", { bio: `Round ${round} of shipping code.` });
        const stranger = members[(index + round + 2) % members.length];
        if (stranger && stranger !== member)
          await request(`/api/match/swipe/${stranger.user.id}`, member.cookie, "POST", { action: "pass" });
        await sleep(50);
      }
    });
    let sent = 0;
    const chatting = clients.map(async (client) => {
      for (let index = 0; running; index++) {
        sent += 1;
        await client.send(`${client.me.slice(0, 6)} #${index}`);
        await sleep(100);
      }
    });

    await sleep(1_000);
    phase = "outage";
    await outage.takeDown();
    const downAt = Date.now();
    await sleep(options.outageMs);
    await outage.bringBack();
    const backAt = Date.now();
    const outageSeconds = (backAt - downAt) / 1000;
    phase = "after";
    let recoveredAt = Number.NaN;
    while (Date.now() - backAt < 30_000) {
      const answers = await Promise.all(
        instances.map((instance) =>
          fetch(`${instance.url}/api/health/ready`).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      if (answers.every(Boolean)) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    await sleep(1_000);
    running = false;
    await Promise.all([...browsing, ...chatting]);

    const clientIds = clients.flatMap((client) => [...client.confirmed.keys()]);
    const rows = clientIds.length
      ? await database.db.select().from(messages).where(inArray(messages.clientId, clientIds))
      : [];
    const perId = new Map<string, number>();
    for (const row of rows) perId.set(row.clientId, (perId.get(row.clientId) ?? 0) + 1);
    return {
      name: outage.name,
      outageSeconds,
      statusesDuringOutage: phases.outage,
      unexpected5xx,
      secondsToRecover: (recoveredAt - backAt) / 1000,
      messagesSent: sent,
      messagesStored: perId.size,
      messagesStoredTwice: [...perId.values()].filter((count) => count > 1).length,
      messagesLost: sent - perId.size,
    };
  } finally {
    running = false;
    for (const client of clients) client.close();
    for (const instance of instances) instance.process.kill("SIGKILL");
    await balancer.close();
    await database.close();
  }
}
