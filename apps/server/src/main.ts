import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loggerOptions } from "./lib/logger.ts";
import { startScheduledJobs } from "./modules/jobs/schedule.ts";
import { seedDemoProfilesIfEmpty } from "./modules/seed/demo.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, logger: loggerOptions(config, { terminal: process.stdout.isTTY === true }) });
  if (config.SEED_DEMO) await seedDemoProfilesIfEmpty(app.ctx);
  const stopJobs = await startScheduledJobs(app.ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Stop accepting, let in-flight requests finish, then close the database and other clients.
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    await stopJobs().catch(() => {});
    await app.close();
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`DevMatch is running at ${config.publicOrigin}`);
}

void main();
