import { createRequire } from "node:module";
import { createServer } from "node:net";

const require = createRequire(import.meta.url);

/** A free TCP port on this machine (the push service builds its endpoint URLs from the port it is given). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * A local push service speaking the Web Push protocol (RFC 8030/8291 with VAPID), from `web-push-testing`: it
 * checks each request's VAPID signature against the subscription's application server key, decrypts the payload
 * as a browser would, and keeps it for the test to read.
 */
export async function startPushService() {
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const PushServer = require("web-push-testing/src/server.js");
  const port = await freePort();
  const server = new PushServer(new PushApiModel(), port);
  server.startServer();
  const base = `http://localhost:${port}`;
  const post = async (path: string, payload: object = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    const body: unknown = response.status === 200 ? await response.json().catch(() => null) : null;
    return { status: response.status, body };
  };
  for (
    let attempt = 0;
    attempt < 50 && (await post("/status").catch(() => ({ status: 0 }))).status !== 200;
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    /** Where its endpoints live: the app admits it through PUSH_TEST_ENDPOINT_ORIGIN. */
    origin: base,
    /** A browser's subscription for the given application server key, as `PushSubscription.toJSON()` gives it. */
    async subscribe(applicationServerKey: string): Promise<Subscription> {
      const { body } = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey });
      return (body as { data: Subscription }).data;
    },
    async received(subscription: Subscription): Promise<string[]> {
      const { body } = await post("/get-notifications", { clientHash: subscription.clientHash });
      return (body as { data: { messages: string[] } } | null)?.data.messages ?? [];
    },
    /** The browser drops the subscription: the service answers 410 from now on. */
    async expire(subscription: Subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}
