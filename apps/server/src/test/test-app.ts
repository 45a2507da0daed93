import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { countStatement } from "../lib/actions.ts";
import { MemoryRateLimitStore } from "../lib/rate-limit.ts";
import { startMailSink } from "./mail-sink.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * Boots the whole app in-process against PostgreSQL (DATABASE_URL) or an in-memory PGlite, with a real SMTP
 * sink. Tests make their own users with unique emails, so nothing needs truncating.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: DatabaseHandle; webDist?: string } = {},
) {
  const mail = await startMailSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "devmatch-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SMTP_URL: mail.url,
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATABASE_URL: process.env.DATABASE_URL,
    ...env,
  });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: "memory://",
      poolSize: 4,
      onStatement: countStatement,
    }));
  // With REDIS_URL the app shares its counters through Redis, as several servers would.
  const limits = config.REDIS_URL ? undefined : new MemoryRateLimitStore();
  const app = await buildApp({ config, database, limits, webDist: options.webDist ?? path.join(dataDir, "no-web") });
  await app.ready();
  return {
    app,
    mail,
    db: database.db,
    limits: app.ctx.limits,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await mail.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
