import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * The Socket.IO Redis adapter publishes without handling a failed publish, and while Redis is away every
 * broadcast would end as an unhandled rejection, which stops the process. This client's publishes report the
 * failure instead; the local part of each broadcast still reaches this server's sockets, and members on other
 * servers catch up from the database when they reconnect.
 */
export function createTolerantPublisher(redis: Redis, log: Pick<FastifyBaseLogger, "warn">): Redis {
  const publisher = redis.duplicate({ enableOfflineQueue: false });
  publisher.on("error", () => {
    // The main client logs connection problems; this one reconnects alongside it.
  });
  let warned = false;
  const publish = publisher.publish.bind(publisher) as (channel: string, message: string | Buffer) => Promise<number>;
  publisher.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).then(
      (receivers) => {
        warned = false;
        return receivers;
      },
      (error: unknown) => {
        if (!warned) log.warn({ err: error }, "redis unavailable: broadcasts reach this server's sockets only");
        warned = true;
        return 0;
      },
    )) as Redis["publish"];
  return publisher;
}
