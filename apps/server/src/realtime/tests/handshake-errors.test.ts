import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { createMember, signIn } from "../../test/factories.ts";
import { type ListeningTestApp, listeningTestApp } from "../../test/sockets.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";

let database: DatabaseHandle;
let t: ListeningTestApp;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: "memory://", poolSize: 2 });
  t = await listeningTestApp({}, { database });
});
afterAll(() => t.close());

describe("a handshake the server cannot finish", () => {
  it("is refused with a code, never the database driver's message", async () => {
    const { email } = await createMember(t);
    const { cookie } = await signIn(t, email);
    await database.close();
    const refusal = await new Promise<string>((resolve) => {
      const socket = t.socketClient({ cookie, origin: TEST_ORIGIN });
      socket.on("connect", () => resolve("connected"));
      socket.on("connect_error", (error) => resolve(error.message));
    });
    expect(refusal).toBe("SERVER_BUSY");
  });
});
