import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

export interface TolerantPublisher {
  client: Redis;
  /** Resolves when every publish started so far has been answered by Redis (or has failed). */
  settled(): Promise<void>;
}

/**
 * The client the Socket.IO Redis adapter publishes through. The adapter starts a publish without handling its
 * failure, and while Redis is away every broadcast would end as an unhandled rejection, which stops the
 * process; here a failed publish is logged instead, the local part of each broadcast still reaches this
 * server's sockets, and members on other servers catch up from the database when they reconnect. It also keeps
 * the publishes in flight, so a caller can wait until Redis has taken a broadcast before confirming it.
 */
export function createTolerantPublisher(redis: Redis, log: Pick<FastifyBaseLogger, "warn">): TolerantPublisher {
  const client = redis.duplicate({ enableOfflineQueue: false });
  client.on("error", () => {
    // The main client logs connection problems; this one reconnects alongside it.
  });
  // Redis answers the commands of one connection in order, so once the latest publish is answered every earlier
  // one is too: waiting costs the same however many broadcasts are in flight.
  let latest: Promise<unknown> = Promise.resolve();
  let warned = false;
  const publish = client.publish.bind(client) as (channel: string, message: string | Buffer) => Promise<number>;
  client.publish = ((channel: string, message: string | Buffer) => {
    const published = publish(channel, message).then(
      (receivers) => {
        warned = false;
        return receivers;
      },
      (error: unknown) => {
        if (!warned) log.warn({ err: error }, "redis unavailable: broadcasts reach this server's sockets only");
        warned = true;
        return 0;
      },
    );
    latest = published;
    return published;
  }) as Redis["publish"];
  return {
    client,
    settled: async () => {
      await latest;
    },
  };
}
