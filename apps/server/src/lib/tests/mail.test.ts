import { once } from "node:events";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpMailer } from "../mail.ts";

const message = { to: "ada@example.com", subject: "Your code", text: "123456", html: "<p>123456</p>" };

describe("the SMTP mailer", () => {
  const sockets: Socket[] = [];
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) server.close();
  });

  /** A mail server that takes the connection and then says nothing, as a stuck one does. */
  async function silentMailServer() {
    const server = createServer((socket) => sockets.push(socket));
    servers.push(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("gives up on a server that never greets instead of waiting on it", async () => {
    const mailer = createSmtpMailer(await silentMailServer(), "DevMatch <hello@devmatch.test>", {
      dnsTimeout: 500,
      connectionTimeout: 500,
      greetingTimeout: 200,
      socketTimeout: 1_000,
    });
    await expect(mailer.send(message)).rejects.toThrow(/greeting/i);
    mailer.close();
  });
});
