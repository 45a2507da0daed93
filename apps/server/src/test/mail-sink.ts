import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process: the app sends through nodemailer over TCP exactly as in production,
 * and tests read what arrived.
 */
export async function startMailSink() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const messagesTo = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()));

  /** Resolves with the `count`-th message to `address`, waiting for it to arrive. */
  async function waitForMessage(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messagesTo(address)[count - 1];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No email #${count} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messagesTo,
    waitForMessage,
    /** The 6-digit code in the `count`-th email to `address`. */
    async waitForCode(address: string, count = 1) {
      return extractCode((await waitForMessage(address, count)).raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function extractCode(raw: string): string {
  const match = raw.match(/^(\d{6})\r?$/m);
  if (!match?.[1]) throw new Error("No 6-digit code in the email");
  return match[1];
}

/** A raw email with quoted-printable soft line breaks and escapes undone, as a mail reader would show it. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
