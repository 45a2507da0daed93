import { SOCKET_PATH } from "@devmatch/shared";
import { io } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { freePort, type Instance, startInstance } from "../../test/cluster.ts";
import { createMember, STRONG_PASSWORD } from "../../test/factories.ts";
import { freshDatabase } from "../../test/fresh-database.ts";

const databaseUrl = process.env.DATABASE_URL;
let instance: Instance | undefined;
afterAll(() => instance?.process.kill("SIGKILL"));

// A server process of its own on PostgreSQL (PGlite's files would be held by another process).
describe.runIf(databaseUrl)("SIGTERM", () => {
  it("closes sockets so their clients reconnect elsewhere, and exits cleanly within 10 s", async () => {
    const url = await freshDatabase(databaseUrl as string, "shutdown");
    const database = await openDatabase({ databaseUrl: url, pgliteDir: "memory://", poolSize: 1 });
    const member = await createMember({ db: database.db });
    await database.close();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    instance = await startInstance(port, { DATABASE_URL: url, PUBLIC_URL: origin });
    const login = await fetch(`${origin}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ emailId: member.email, password: STRONG_PASSWORD, rememberMe: false }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] as string;
    const socket = io(origin, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      extraHeaders: { cookie, origin },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const reason = new Promise<string>((resolve) => socket.once("disconnect", (why) => resolve(why)));

    const started = Date.now();
    instance.process.kill("SIGTERM");
    // A transport closed by the server is one the client library reconnects by itself; "io server disconnect"
    // would leave it disconnected for good.
    expect(await reason).toBe("transport close");
    expect(await instance.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});
