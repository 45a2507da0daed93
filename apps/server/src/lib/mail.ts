import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Logged at debug level only, for developers reading the dev outbox. */
  debugNote?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long a send waits on the mail server, in milliseconds. Nodemailer's own defaults (two minutes to connect,
 * thirty seconds for the greeting, ten minutes of silence) would let a stuck server hold a send, and whatever
 * awaits it, that long; with these it fails in seconds and is logged.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

export function createSmtpMailer(smtpUrl: string, from: string, timeouts = SMTP_TIMEOUTS): Mailer {
  // Given an address, `createTransport` reads only the address; the SMTP transport itself takes both.
  const transport = nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, ...timeouts }));
  return {
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP, emails are written as .eml files to DATA_DIR/outbox for the developer to open. */
export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, html, headers, debugNote }) {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${to.replace(/[^a-z0-9@.]/gi, "_")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file }, "SMTP_URL is not set: email saved to the dev outbox");
      if (debugNote) log.debug({ to }, debugNote);
    },
    close: () => {},
  };
}
