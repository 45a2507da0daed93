import { isIP } from "node:net";
import { PRICING_MODES } from "@devmatch/shared";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const positiveInt = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .positive("must be positive");

/** The names `proxy-addr` (Fastify's `trustProxy`) knows for whole ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' `X-Forwarded-For` is believed: none (`false`), the nearest `n` hops, or the listed addresses and
 * ranges. Never every sender: then a client's own header would choose the address its rate limits count.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const setting = value.trim();
  if (setting === "false" || setting === "0") return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "must not be true, which would believe any client's X-Forwarded-For: write the proxies' addresses (TRUST_PROXY=127.0.0.1 for a proxy on this machine, or a range such as 10.0.0.0/8) or how many proxies are in front (TRUST_PROXY=1)",
    });
    return z.NEVER;
  }
  const entries = setting.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `"${wrong}" is not an IP address or range: write addresses or CIDR ranges separated by commas, or a hop count`,
    });
    return z.NEVER;
  }
  return entries;
});

const configSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], { error: "must be development, production or test" })
      .default("development"),
    PORT: z.coerce.number({ error: "must be a number" }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ error: "must be a URL such as https://devmatch.example" }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("DevMatch <no-reply@devmatch.local>"),
    SEED_DEMO: booleanFlag.default(true),
    APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PRICING_MODE: z.enum(PRICING_MODES).default("tiered"),
    MODERATOR_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be email addresses separated by commas" }))),
    TRUST_PROXY: trustProxySetting.default(false),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_BASE_URL: z.url({ error: "must be a URL such as https://github.com" }).default("https://github.com"),
    GITHUB_API_URL: z.url({ error: "must be a URL such as https://api.github.com" }).default("https://api.github.com"),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z
      .url({ error: "must be a URL such as https://accounts.google.com" })
      .default("https://accounts.google.com"),
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: positiveInt.default(10),
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt.default(15),
    RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(100),
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: positiveInt.default(50),
    RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: positiveInt.default(30),
    RATE_LIMIT_CODE_CHECKS_PER_IP: positiveInt.default(60),
    RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: positiveInt.default(30),
    RATE_LIMIT_CODE_CHECKS_PER_ACCOUNT_PER_DAY: positiveInt.default(20),
    RATE_LIMIT_CODE_SENDS_PER_ACCOUNT_PER_DAY: positiveInt.default(10),
    RATE_LIMIT_SWIPES_PER_MINUTE: positiveInt.default(120),
    RATE_LIMIT_UPLOADS_PER_MEMBER_PER_HOUR: positiveInt.default(30),
    RATE_LIMIT_UPLOADS_PER_IP_PER_HOUR: positiveInt.default(120),
    /** A chat photo the nudity check scores at or above this (0–1) reaches the partner blurred. */
    NUDITY_THRESHOLD: z.coerce
      .number({ error: "must be a number between 0 and 1" })
      .min(0, "must be between 0 and 1")
      .max(1, "must be between 0 and 1")
      .default(0.7),
    /**
     * The STUN and TURN servers video calls use, as a JSON array of RTCIceServer (`[{"urls":"turn:turn.example:3478",
     * "username":"u","credential":"p"}]`); empty by default, so calls connect directly (same network, or open NATs).
     */
    ICE_SERVERS: z
      .string()
      .default("[]")
      .transform((value, ctx) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "must be JSON: an array of ICE servers" });
          return z.NEVER;
        }
      })
      .pipe(
        z.array(
          z.strictObject({
            urls: z.union([
              z.string().regex(/^(stun|stuns|turn|turns):/, "urls must start with stun:, stuns:, turn: or turns:"),
              z
                .array(
                  z.string().regex(/^(stun|stuns|turn|turns):/, "urls must start with stun:, stuns:, turn: or turns:"),
                )
                .min(1),
            ]),
            username: z.string().optional(),
            credential: z.string().optional(),
          }),
          { error: "must be a JSON array of ICE servers" },
        ),
      ),
    PRESENCE_TTL_SECONDS: positiveInt.max(3600, "must be at most 3600").default(40),
    VAPID_PUBLIC_KEY: z.string().min(80, "must be a URL-safe base64 P-256 public key").optional(),
    VAPID_PRIVATE_KEY: z.string().min(40, "must be a URL-safe base64 P-256 private key").optional(),
    PUSH_TEST_ENDPOINT_ORIGIN: z
      .url({ protocol: /^https?$/, error: "must be an origin such as http://127.0.0.1:9000" })
      .refine((value) => new URL(value).origin === value.replace(/\/$/, ""), "must be an origin, with no path")
      .transform((value) => new URL(value).origin)
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "must be a mailto: address or an https:// URL")
      .optional(),
    AI_BASE_URL: z
      .url({ error: "must be a URL such as http://localhost:11434/v1" })
      .default("https://api.openai.com/v1"),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    AI_TIMEOUT_MS: positiveInt.max(120_000, "must be at most 120000").default(20_000),
    RATE_LIMIT_ASSISTANT_PER_HOUR: positiveInt.default(60),
    RATE_LIMIT_CONTACT_PER_IP_PER_HOUR: positiveInt.default(5),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: z.url({ error: "must be a URL" }).default("https://api.razorpay.com"),
    PAYMENTS_SANDBOX: booleanFlag.default(false),
    S3_BUCKET: z.string().min(3, "must be a bucket name").optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url({ error: "must be a URL such as https://s3.example.com" }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]*$/, "may hold letters, digits, '.', '_', '-' and '/' only")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: "set both VAPID keys or neither" });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required in production" });
    if (!env.APP_SECRET) ctx.addIssue({ code: "custom", path: ["APP_SECRET"], message: "is required in production" });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production" });
    if (env.PUSH_TEST_ENDPOINT_ORIGIN) {
      ctx.addIssue({
        code: "custom",
        path: ["PUSH_TEST_ENDPOINT_ORIGIN"],
        message: "is for tests only and must not be set in production",
      });
    }
    const razorpay = env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET;
    if (!razorpay && !env.PAYMENTS_SANDBOX) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX"],
        message:
          "is not set and there are no Razorpay keys: in production set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true to take test payments on purpose",
      });
    }
  })
  .superRefine((env, ctx) => {
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_WEBHOOK_SECRET"],
        message: "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "and S3_ACCESS_KEY_ID go together" });
    }
  });

export type Env = z.infer<typeof configSchema>;

export interface Config extends Env {
  /** The app's own origin: trusted for cross-site checks and used for links in emails. */
  publicOrigin: string;
  isProduction: boolean;
  rateLimits: RateLimitConfig;
  /** A provider is null until both its client id and secret are set. */
  oauth: { github: GithubOAuthConfig | null; google: GoogleOAuthConfig | null };
}

export interface GithubOAuthConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  apiUrl: string;
}

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface RateLimitConfig {
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  loginPerIp: number;
  loginFailuresPerAccountPerDay: number;
  signupsPerIpPerHour: number;
  codeChecksPerIp: number;
  codeSendsPerIpPerHour: number;
  codeChecksPerAccountPerDay: number;
  codeSendsPerAccountPerDay: number;
  swipesPerMinute: number;
  uploadsPerMemberPerHour: number;
  uploadsPerIpPerHour: number;
}

export class ConfigError extends Error {}

/** Parses the environment once; an invalid setting stops the start with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const parsed = result.data;
  const publicOrigin = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin;
  return {
    ...parsed,
    publicOrigin,
    isProduction: parsed.NODE_ENV === "production",
    oauth: {
      github:
        parsed.GITHUB_CLIENT_ID && parsed.GITHUB_CLIENT_SECRET
          ? {
              clientId: parsed.GITHUB_CLIENT_ID,
              clientSecret: parsed.GITHUB_CLIENT_SECRET,
              baseUrl: parsed.GITHUB_BASE_URL.replace(/\/+$/, ""),
              apiUrl: parsed.GITHUB_API_URL.replace(/\/+$/, ""),
            }
          : null,
      google:
        parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
          ? {
              clientId: parsed.GOOGLE_CLIENT_ID,
              clientSecret: parsed.GOOGLE_CLIENT_SECRET,
              issuer: parsed.GOOGLE_ISSUER,
            }
          : null,
    },
    rateLimits: {
      loginFailuresPerAccount: parsed.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginWindowMs: parsed.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60_000,
      loginPerIp: parsed.RATE_LIMIT_LOGIN_PER_IP,
      loginFailuresPerAccountPerDay: parsed.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_DAY,
      signupsPerIpPerHour: parsed.RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR,
      codeChecksPerIp: parsed.RATE_LIMIT_CODE_CHECKS_PER_IP,
      codeSendsPerIpPerHour: parsed.RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR,
      codeChecksPerAccountPerDay: parsed.RATE_LIMIT_CODE_CHECKS_PER_ACCOUNT_PER_DAY,
      codeSendsPerAccountPerDay: parsed.RATE_LIMIT_CODE_SENDS_PER_ACCOUNT_PER_DAY,
      swipesPerMinute: parsed.RATE_LIMIT_SWIPES_PER_MINUTE,
      uploadsPerMemberPerHour: parsed.RATE_LIMIT_UPLOADS_PER_MEMBER_PER_HOUR,
      uploadsPerIpPerHour: parsed.RATE_LIMIT_UPLOADS_PER_IP_PER_HOUR,
    },
  };
}
