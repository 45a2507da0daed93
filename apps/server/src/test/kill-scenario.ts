import { SOCKET_PATH } from "@devmatch/shared";
import { inArray } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { messages } from "../db/schema.ts";
import { webmRecording } from "./audio.ts";
import { freePort, signInVia, startBalancer, startInstance } from "./cluster.ts";
import { createMember } from "./factories.ts";
import { jpegWithGps } from "./images.ts";
import { ResilientChatClient } from "./resilient-chat-client.ts";

export interface KillScenarioOptions {
  databaseUrl: string;
  redisUrl: string;
  pairs: number;
  /** Messages each member sends; the first instance is killed a third of the way through. */
  messagesPerMember: number;
  presenceTtlSeconds: number;
}

export interface KillScenarioResult {
  sent: number;
  stored: number;
  storedTwice: number;
  /** Photo messages stored (two per member: the first message, and the one right after the kill). */
  photosStored: number;
  /** Voice note messages stored (two per member: the second message, and the one after the post-kill photo). */
  voiceNotesStored: number;
  delivered: number;
  lost: number;
  duplicateArrivals: number;
  outOfOrder: number;
  reconnected: number;
  secondsToReconnect: number;
  secondsUntilPresenceHealed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances behind a balancer on one PostgreSQL and Redis; pairs of members chat steadily while one instance
 * is killed with SIGKILL (each member sends a photo and a voice note first, and another of each right after). Counts what was sent, stored, delivered and doubled, and how long recovery took. A
 * watcher connected straight to the surviving instance times how long the killed instance's members who do
 * not come back stay "online".
 */
export async function runKillScenario(options: KillScenarioOptions): Promise<KillScenarioResult> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: "memory://", poolSize: 2 });
  const ports = [await freePort(), await freePort()];
  const balancer = await startBalancer(ports);
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: balancer.url,
    PRESENCE_TTL_SECONDS: String(options.presenceTtlSeconds),
    RATE_LIMIT_LOGIN_PER_IP: "1000000",
    RATE_LIMIT_UPLOADS_PER_IP_PER_HOUR: "1000000",
  };
  const instances = [await startInstance(ports[0] as number, env), await startInstance(ports[1] as number, env)];
  const clients: ResilientChatClient[] = [];
  try {
    const pairs = [];
    for (let index = 0; index < options.pairs; index++) {
      const a = await createMember({ db: database.db }, { firstName: `Ada${index}` });
      const b = await createMember({ db: database.db }, { firstName: `Bo${index}` });
      const aCookie = await signInVia(balancer.url, a.email);
      const bCookie = await signInVia(balancer.url, b.email);
      const like = (cookie: string, target: string) =>
        fetch(`${balancer.url}/api/match/swipe/${target}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: balancer.url, cookie },
          body: JSON.stringify({ action: "like" }),
        });
      await like(aCookie, b.user.id);
      await like(bCookie, a.user.id);
      const aClient = new ResilientChatClient(balancer.url, aCookie, a.user.id, b.user.id);
      const bClient = new ResilientChatClient(balancer.url, bCookie, b.user.id, a.user.id);
      clients.push(aClient, bClient);
      pairs.push([aClient, bClient] as const);
    }
    await Promise.all(clients.map((client) => client.ready()));

    // A member on the first instance who will not come back, watched by a match on the second.
    const leaver = await createMember({ db: database.db }, { firstName: "Leaver" });
    const watcher = await createMember({ db: database.db }, { firstName: "Watcher" });
    const leaverCookie = await signInVia(instances[0]?.url as string, leaver.email, balancer.url);
    const watcherCookie = await signInVia(instances[1]?.url as string, watcher.email, balancer.url);
    for (const [cookie, target, url] of [
      [leaverCookie, watcher.user.id, instances[0]?.url],
      [watcherCookie, leaver.user.id, instances[1]?.url],
    ] as const) {
      await fetch(`${url}/api/match/swipe/${target}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: balancer.url, cookie },
        body: JSON.stringify({ action: "like" }),
      });
    }
    const { io } = await import("socket.io-client");
    const leaverSocket = io(instances[0]?.url as string, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      extraHeaders: { cookie: leaverCookie, origin: balancer.url },
      reconnection: false,
    });
    await new Promise<void>((resolve) => leaverSocket.once("connect", () => resolve()));
    const isLeaverOnline = async () => {
      const response = await fetch(`${instances[1]?.url}/api/user/${leaver.user.id}`, {
        headers: { cookie: watcherCookie },
      });
      return ((await response.json()) as { data: { isOnline: boolean } }).data.isOnline;
    };

    const killAt = Math.max(1, Math.floor(options.messagesPerMember / 3));
    const photo = await jpegWithGps(640, 480);
    const voiceNote = webmRecording({ seconds: 4 });
    let killedAt = 0;
    const sentTexts = new Map<ResilientChatClient, string[]>();
    const conversations = clients.map(async (client, clientIndex) => {
      const texts: string[] = [];
      sentTexts.set(client, texts);
      for (let index = 0; index < options.messagesPerMember; index++) {
        if (clientIndex === 0 && index === killAt) {
          instances[0]?.process.kill("SIGKILL");
          killedAt = Date.now();
        }
        const text = `${client.me.slice(0, 6)} #${index}`;
        texts.push(text);
        // Each member sends a photo (its caption in the text) first, which also loads each server's nudity check
        // before the kill, and another right after the kill; a voice note after each photo: every kind is
        // exactly-once too.
        if (index === 0 || index === killAt) await client.sendPhoto(text, photo);
        else if (index === 1 || index === killAt + 1) await client.sendVoiceNote(text, voiceNote);
        else await client.send(text);
        await sleep(20);
      }
    });
    await Promise.all(conversations);
    const reconnected = clients.filter((client) => client.reconnects > 0);
    const secondsToReconnect = Math.max(0, ...reconnected.map((client) => client.reconnectedAt - killedAt)) / 1000;

    // Presence: the leaver's socket died with its server and nobody removed it.
    let presenceHealedMs = Number.NaN;
    const healDeadline = killedAt + (options.presenceTtlSeconds + 30) * 1000;
    while (Date.now() < healDeadline) {
      if (!(await isLeaverOnline())) {
        presenceHealedMs = Date.now() - killedAt;
        break;
      }
      await sleep(250);
    }

    // Let deliveries settle, then count.
    await sleep(1_000);
    const clientIds = clients.flatMap((client) => [...client.confirmed.keys()]);
    const storedRows = clientIds.length
      ? await database.db.select().from(messages).where(inArray(messages.clientId, clientIds))
      : [];
    const storedPerId = new Map<string, number>();
    for (const row of storedRows) storedPerId.set(row.clientId, (storedPerId.get(row.clientId) ?? 0) + 1);
    const photosStored = storedRows.filter((row) => row.kind === "photo" && row.photoId !== null).length;
    const voiceNotesStored = storedRows.filter((row) => row.kind === "voice" && row.voiceId !== null).length;
    let delivered = 0;
    let outOfOrder = 0;
    let duplicateArrivals = 0;
    for (const [a, b] of pairs) {
      for (const [sender, receiver] of [
        [a, b],
        [b, a],
      ] as const) {
        const shown = [...receiver.shown.values()].sort((x, y) => x.seq - y.seq).map((message) => message.text);
        delivered += shown.length;
        const expected = sentTexts.get(sender) ?? [];
        if (shown.join("\n") !== expected.join("\n")) outOfOrder += 1;
      }
      duplicateArrivals += a.arrivals - a.shown.size + (b.arrivals - b.shown.size);
    }
    const sent = clients.length * options.messagesPerMember;
    leaverSocket.close();
    return {
      sent,
      stored: storedPerId.size,
      photosStored,
      voiceNotesStored,
      storedTwice: [...storedPerId.values()].filter((count) => count > 1).length,
      delivered,
      lost: sent - Math.min(storedPerId.size, delivered),
      duplicateArrivals,
      outOfOrder,
      reconnected: reconnected.length,
      secondsToReconnect,
      secondsUntilPresenceHealed: presenceHealedMs / 1000,
    };
  } finally {
    for (const client of clients) client.close();
    for (const instance of instances) instance.process.kill("SIGKILL");
    await balancer.close();
    await database.close();
  }
}
