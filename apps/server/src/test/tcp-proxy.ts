import type { AddressInfo } from "node:net";
import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP hop between the app and a real service (Redis, PostgreSQL) that a test can cut and restore, as a network
 * outage or a service restart looks from the app: open connections drop and new ones are refused.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** Drops every open connection and refuses new ones until `restore`. */
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      up = true;
    },
    async close() {
      this.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` until it returns true, or throws after `timeoutMs`; returns the milliseconds it took. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}
