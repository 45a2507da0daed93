import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createToken } from "./crypto.ts";

/**
 * The secret that keys code hashes. Production sets APP_SECRET; elsewhere one is generated once and kept in
 * the data directory so pending codes survive a restart.
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, ".app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = createToken();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
