import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config.ts";
import type { VapidKeys } from "../../lib/context.ts";

/** The sender address of outgoing mail, which push services may use to reach whoever runs this server. */
const subjectFrom = (mailFrom: string) => `mailto:${mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim()}`;

/**
 * The VAPID key pair from configuration, or one generated on first start and kept in the data directory, so
 * browsers' subscriptions (made for the public key) keep working across restarts.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? subjectFrom(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(config.DATA_DIR, "vapid.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Omit<VapidKeys, "subject">;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
