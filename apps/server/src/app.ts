import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isAppPagePath, PROFILE_LIMITS } from "@devmatch/shared";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { countStatement, runAction } from "./lib/actions.ts";
import { resolveAppSecret } from "./lib/app-secret.ts";
import type { AppContext, RealtimeNotifier } from "./lib/context.ts";
import { answerFirst, sendPage, withEmbeddedAnswers } from "./lib/embedded-answers.ts";
import { errorHandler } from "./lib/errors.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./lib/mail.ts";
import { createOriginGuard } from "./lib/origin-guard.ts";
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
  RedisRateLimitStore,
} from "./lib/rate-limit.ts";
import { createS3Storage } from "./lib/s3-storage.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { createDiskStorage, type FileStorage } from "./lib/storage.ts";
import { registerCompression, registerWebApp } from "./lib/web-app.ts";
import { startRetentionSweep } from "./modules/account/retention.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { assistantRoutes } from "./modules/assistant/routes.ts";
import { authenticatePlugin } from "./modules/auth/authenticate.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { readSessionToken } from "./modules/auth/session-cookie.ts";
import { callRoutes } from "./modules/calls/routes.ts";
import { registerCallHandlers } from "./modules/calls/socket-handlers.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { registerChatHandlers } from "./modules/chat/socket-handlers.ts";
import { startUnsentChatMediaSweep } from "./modules/chat/unsent-media.ts";
import { feedRoutes } from "./modules/feed/routes.ts";
import { geoRoutes } from "./modules/geo/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { matchingRoutes } from "./modules/matching/routes.ts";
import { moderationConsoleRoutes } from "./modules/moderation/console/routes.ts";
import { startModerationSweep } from "./modules/moderation/console/sweep.ts";
import { moderationRoutes } from "./modules/moderation/routes.ts";
import { networkRoutes } from "./modules/network/routes.ts";
import { startMessageEmailSweep } from "./modules/notices/message-sweep.ts";
import { noticeRoutes } from "./modules/notices/routes.ts";
import { oauthRoutes } from "./modules/oauth/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { createPaymentProvider } from "./modules/payments/providers.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { photoRoutes } from "./modules/photos/routes.ts";
import { plansRoutes } from "./modules/plans/routes.ts";
import { premiumRoutes } from "./modules/premium/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { pushRoutes } from "./modules/push/routes.ts";
import { resolveVapidKeys } from "./modules/push/vapid.ts";
import { starterRoutes } from "./modules/starters/routes.ts";
import { statsRoutes } from "./modules/stats/routes.ts";
import { supportRoutes } from "./modules/support/routes.ts";
import { verificationRoutes } from "./modules/verification/routes.ts";
import { createRealtimeServer } from "./realtime/server.ts";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
/** JSON bodies are small forms; uploads get their own limits on their own routes. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  limits?: RateLimitStore;
  logger?: FastifyServerOptions["logger"];
  /** Folder of the built web app; served when it exists. */
  webDist?: string;
  storage?: FileStorage;
  /**
   * Only for the matching benchmark: serve the one-way ranking the feed replaced, or the two-way rule with both
   * scores but no learned like rate, to measure them against the product's ranking in one run.
   */
  rankingForComparison?: "one-way" | "both-scores";
}

export type App = FastifyInstance & { ctx: AppContext };

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only; other bodies are refused with 415 rather than half-parsed.
  app.removeContentTypeParser("text/plain");

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, "pglite"),
      onConnectionLost: (error) => app.log.warn({ err: error }, "database connection lost"),
      onStatement: countStatement,
    }));
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  // ioredis reconnects by itself; a lost connection is worth a log line, not a crash.
  redis?.on("error", (error) => app.log.warn({ err: error }, "redis connection problem"));
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(path.join(config.DATA_DIR, "outbox"), config.MAIL_FROM, app.log));

  const realtime = createRealtimeServer(app.server, { database, db: database.db, config, log: app.log }, redis, {
    ttlMs: config.PRESENCE_TTL_SECONDS * 1000,
    now: () => Date.now(),
  });
  const notifier: RealtimeNotifier = realtime.notifier;
  const secret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    secret,
    payments: createPaymentProvider(config, secret),
    limits: options.limits ?? createRateLimitStore(redis, app.log),
    log: app.log,
    realtime: notifier,
    storage: options.storage ?? createPhotoStorage(config),
    vapid: resolveVapidKeys(config),
    holdBothWays: options.rankingForComparison !== "one-way",
    rankingForComparison: options.rankingForComparison,
  };

  registerChatHandlers(realtime.io, ctx, { presence: realtime.presence });
  registerCallHandlers(realtime.io, ctx);

  // Everything a request does, awaited or not, is counted as its action (statements per action).
  app.addHook("onRequest", (request, _reply, done) => {
    runAction(`${request.method} ${request.routeOptions.url ?? "(no route)"}`, done);
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onRequest", createOriginGuard(config.publicOrigin));
  await app.register(helmet, securityHeaders(config));
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: PROFILE_LIMITS.photoMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: "DevMatch API", version: "1.0.0" }, servers: [{ url: config.publicOrigin }] },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // From here on every route is for signed-in members unless its `config.access` says otherwise.
      await api.register(authenticatePlugin, { ctx });
      await api.register(healthRoutes, { ctx, redis });
      await api.register(authRoutes, { ctx });
      await api.register(oauthRoutes, { ctx, prefix: "/auth" });
      await api.register(statsRoutes, { ctx });
      await api.register(plansRoutes, { ctx });
      await api.register(photoRoutes, { ctx });
      await api.register(onboardingRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(starterRoutes, { ctx });
      await api.register(geoRoutes, { ctx });
      await api.register(feedRoutes, { ctx });
      await api.register(matchingRoutes, { ctx });
      await api.register(networkRoutes, { ctx });
      await api.register(chatRoutes, { ctx });
      await api.register(callRoutes, { ctx });
      await api.register(moderationRoutes, { ctx });
      await api.register(moderationConsoleRoutes, { ctx, prefix: "/moderation" });
      await api.register(verificationRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(premiumRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(pushRoutes, { ctx });
      await api.register(noticeRoutes, { ctx });
      await api.register(assistantRoutes, { ctx });
      api.get("/docs/json", { schema: { hide: true }, config: { access: "public" } }, async () => app.swagger());
    },
    { prefix: "/api" },
  );

  const webPageFor = await registerWebApp(app, options.webDist ?? defaultWebDist);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" && !request.url.startsWith("/api/") && webPageFor;
    if (wantsPage) {
      const pathname = request.url.split("?")[0] ?? "/";
      const page = webPageFor(pathname, { hasSession: readSessionToken(request) !== undefined });
      // The app draws its 404 page for an address it has no screen for; the status says so too.
      reply.status(isAppPagePath(pathname) ? 200 : 404).header("vary", "cookie");
      if ("shell" in page) {
        const [html, answers] = await Promise.all([
          readFile(page.shell, "utf8"),
          answerFirst(app, request, page.embeds),
        ]);
        reply.header("cache-control", "private, no-store");
        return sendPage(request, reply, withEmbeddedAnswers(html, answers));
      }
      return reply.header("cache-control", "no-cache").sendFile(page.file);
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });

  // Sockets are closed before the HTTP server waits for its connections, so shutdown is not held open by them;
  // clients see the transport close and reconnect, to another instance behind the load balancer.
  const stopEmailSweep = startMessageEmailSweep(ctx);
  const stopRetentionSweep = startRetentionSweep(ctx);
  const stopModerationSweep = startModerationSweep(ctx);
  const stopUnsentMediaSweep = startUnsentChatMediaSweep(ctx);
  app.addHook("preClose", async () => {
    stopEmailSweep();
    stopUnsentMediaSweep();
    stopRetentionSweep();
    stopModerationSweep();
    await realtime.close();
  });
  app.addHook("onClose", async () => {
    if (!options.storage) ctx.storage.close?.();
    mailer.close();
    await redis?.quit().catch(() => {});
    if (!options.database) await database.close();
  });

  return Object.assign(app, { ctx }) as App;
}

/**
 * Fastify trusts nothing for a bare number (it cannot tell the proxy from a client that reached the app directly),
 * so a hop count is the nearest `hops` peers, whoever they are: for apps reachable only through their proxies.
 */
function trustProxyOption(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}

/** S3-compatible storage when a bucket is configured (several instances), else local disk under DATA_DIR. */
function createPhotoStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.DATA_DIR, "photos"));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    prefix: config.S3_PREFIX,
  });
}

function createRateLimitStore(redis: Redis | null, log: FastifyBaseLogger): RateLimitStore {
  if (!redis) return new MemoryRateLimitStore();
  return new FallbackRateLimitStore(
    new RedisRateLimitStore(redis),
    new MemoryRateLimitStore(),
    () => redis.status === "ready",
    (message, error) => log.warn({ err: error }, message),
  );
}
